/// The ordered record of callbacks and engine events of one run.
///
/// A callback is recorded when it is made and its result filled in when it returns, so that
/// what happens inside it (a batch update inside `performDrop`) follows its line.
public final class Trace {
    // `@exclusivity(unchecked)`: see `DragDropSystem`.
    @exclusivity(unchecked) public private(set) var events: [TraceEvent] = []
    private let clock: Scheduler

    /// How many lines are recorded. Read here rather than as `events.count` from another
    /// module, where the access would be checked for exclusivity at run time: the runner asks
    /// before every step.
    public var count: Int { events.count }
    /// Sees each line when it is recorded and again when its result is filled in: a runner
    /// streams them out of a process the app may crash before the run ends.
    @exclusivity(unchecked) public var watcher: ((_ index: Int, _ event: TraceEvent) -> Void)?

    init(clock: Scheduler) {
        self.clock = clock
        // Room for a short scenario's lines: growing from empty moved them six times.
        events.reserveCapacity(Self.initialCapacity)
    }

    static let initialCapacity = 64

    /// Records a line now; returns its index, for `complete(_:result:)`. Control characters
    /// (an item id may hold any) are escaped, so one event is always one line.
    @discardableResult
    public func record(_ role: String, _ text: String) -> Int {
        events.append(TraceEvent(time: clock.now, role: PrintableText.escaped(role), text: PrintableText.escaped(text)))
        watcher?(events.count - 1, events[events.count - 1])
        return events.count - 1
    }

    /// Appends ` -> result` to a line recorded earlier.
    public func complete(_ index: Int, result: String) {
        guard events.indices.contains(index) else { return }
        events[index].complete(with: PrintableText.escaped(result))
        watcher?(index, events[index])
    }

    /// Takes back the line just recorded at `index`, for a question the delegate turned out
    /// not to implement; a line with others after it stays.
    func retract(_ index: Int) {
        guard index == events.count - 1 else { return }
        events.removeLast()
    }

    /// Records a callback in `trace` (if the view is on a device), makes it, and fills in its
    /// result, so what happens inside the callback follows its line.
    static func call<Result>(_ trace: Trace?, _ role: String, _ text: String, describe: (Result) -> String, _ body: () -> Result) -> Result {
        let index = trace?.record(role, text)
        let result = body()
        if let index { trace?.complete(index, result: describe(result)) }
        return result
    }

    /// The whole trace as golden files hold it, one line per event, ending in a newline.
    public func render() -> String {
        var text = ""
        for event in events {
            text += event.line
            text += "\n"
        }
        return text
    }
}
