/// The ordered record of callbacks and engine events of one run.
///
/// A callback is recorded when it is made and its result filled in when it returns, so that
/// what happens inside it (a batch update inside `performDrop`) follows its line.
public final class Trace {
    /// The lines and their watcher.
    ///
    /// Not checked for exclusivity in release builds, where the runtime's check, a few per
    /// callback, was a twentieth of replay. Safe because every access is one of this class's
    /// methods, and none calls out while it reads or changes the lines (the watcher is called
    /// after the change): no access can overlap another. Debug builds, and so the tests, keep
    /// the check, and `TraceReentryTests` makes callbacks that record while the trace is in
    /// use, so a change that broke this would trap there.
    #if DEBUG
    private var lines = Lines()
    #else
    @exclusivity(unchecked) private var lines = Lines()
    #endif
    private let clock: Scheduler

    private struct Lines {
        var events: [TraceEvent] = []
        var watcher: ((_ index: Int, _ event: TraceEvent) -> Void)?
    }

    /// The lines so far.
    public var events: [TraceEvent] { lines.events }
    /// How many lines are recorded.
    public var count: Int { lines.events.count }
    /// Sees each line when it is recorded and again when its result is filled in: a runner
    /// streams them out of a process the app may crash before the run ends.
    public var watcher: ((_ index: Int, _ event: TraceEvent) -> Void)? {
        get { lines.watcher }
        set { lines.watcher = newValue }
    }

    init(clock: Scheduler) {
        self.clock = clock
        // Room for a short scenario's lines: growing from empty moved them six times.
        lines.events.reserveCapacity(Self.initialCapacity)
    }

    static let initialCapacity = 64

    /// Records a line now; returns its index, for `complete(_:result:)`. Control characters
    /// (an item id may hold any) are escaped, and backslashes doubled, so one event is always
    /// one line and no two texts read the same.
    @discardableResult
    public func record(_ role: String, _ text: String) -> Int {
        // Made in the array, not beside it: a copy there retained and released its texts.
        lines.events.append(TraceEvent(time: clock.now, role: PrintableText.unambiguous(role), text: PrintableText.unambiguous(text)))
        let index = lines.events.count - 1
        if let watcher = lines.watcher { watcher(index, lines.events[index]) }
        return index
    }

    /// Appends ` -> result` to a line recorded earlier.
    public func complete(_ index: Int, result: String) {
        guard lines.events.indices.contains(index) else { return }
        lines.events[index].complete(with: PrintableText.unambiguous(result))
        if let watcher = lines.watcher { watcher(index, lines.events[index]) }
    }

    /// Takes back the line just recorded at `index`, for a question the delegate turned out
    /// not to implement; a line with others after it stays.
    func retract(_ index: Int) {
        guard index == lines.events.count - 1 else { return }
        lines.events.removeLast()
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
        // The role column lined up over the whole trace, as `trace` prints it.
        let width = TraceEvent.roleWidth(of: events)
        var text = ""
        for event in events {
            text += event.line(roleWidth: width)
            text += "\n"
        }
        return text
    }
}
