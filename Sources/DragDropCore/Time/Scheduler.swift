/// The virtual clock: orders all deferred work by (time, sequence number), synchronously.
///
/// Item-provider completions, cell fetches and main-queue blocks all go through it, so the
/// same inputs always run in the same order. Nothing here sleeps or reads the wall clock.
///
/// Work runs on one of two lanes. The main lane is `DispatchQueue.main`: FIFO, one block
/// after another. The background lane holds work whose completion order a device does not
/// promise (item-provider loads, network fetches): by default it completes in due order too,
/// but a `chooser` may pick any due background work next, which is how every completion
/// order of a scenario is explored.
public final class Scheduler {
    /// The clock, the queued work, what stops it and how it runs, changed together.
    ///
    /// Not checked for exclusivity in release builds, where the runtime's check, once or
    /// twice per block queued, run or traced, was a twentieth of replay. Safe because every
    /// access is one call of an `Agenda` method from this class, and no such method calls
    /// out: the blocks run and the chooser is asked between accesses, never during one.
    /// Debug builds, and so the tests, keep the check; `TraceReentryTests` schedules and
    /// reads the clock from inside blocks, a chooser and a trace watcher, so a change that
    /// broke this would trap there.
    #if DEBUG
    private var agenda = Agenda(capacity: 16)
    #else
    @exclusivity(unchecked) private var agenda = Agenda(capacity: 16)
    #endif

    /// Virtual time in milliseconds since launch.
    public var now: Int { agenda.now }

    /// The `GlobalQueue` block running now, if any: what it waits for and queues for the
    /// main queue is gathered here (`GlobalQueue.async`).
    var runningBackgroundBlock: BackgroundBlock?

    /// How many blocks may run at one instant before they are taken for a runaway loop.
    public var blockLimit: Int {
        get { agenda.blockLimit }
        set { agenda.blockLimit = newValue }
    }

    /// The first work that would have fallen due after the clock's last millisecond
    /// (`Int.max`): the step that scheduled it stops with this error, rather than the work
    /// collapsing silently onto the last instant. Nothing more runs once it is set.
    public var overflow: EngineError? { agenda.overflow }

    /// The first error raised inside a callback (an inconsistent update): nothing more runs
    /// once it is set, and the step throws it.
    public var fault: EngineError? { agenda.fault }

    /// Raises an error inside a callback; the first one wins and stops the work.
    public func raise(_ error: EngineError) {
        agenda.raise(error)
    }

    /// Decides which due background work completes next, given the candidates in due order;
    /// returns an index into them. Main-lane work that is ready runs first, as the main queue
    /// is served between completions. Nil keeps due order.
    public var chooser: ((_ candidates: [PendingWork]) -> Int)? {
        get { agenda.chooser }
        set { agenda.chooser = newValue }
    }

    /// When set, `runDue` leaves due work pending for the next `run(until:)` or `settle` to
    /// order freely with work due after it: the explorer sets it when a step is followed
    /// only by time passing, so nothing can observe the difference.
    public var defersDueWork: Bool {
        get { agenda.defersDueWork }
        set { agenda.defersDueWork = newValue }
    }

    public enum Lane: Sendable {
        case main, background
    }

    /// Background work waiting to complete, as a chooser sees it.
    public struct PendingWork: Equatable, Hashable, Sendable {
        /// The label and how many works with the same label were scheduled before it
        /// (`safari.provider public.url sunrise#0`): the same in every replay of a run.
        public let id: String
        /// What the work is (`safari.provider public.url sunrise`, `collection fetch URL`).
        public let label: String
        public let requestedAt: Int
        public let dueAt: Int
        /// Its place among all work in the order it was requested: ties in due time run in
        /// this order.
        public let sequence: Int

        /// Work as a chooser saw it, rebuilt elsewhere (a worker reports the order it ran).
        public init(id: String, label: String, requestedAt: Int, dueAt: Int, sequence: Int) {
            self.id = id
            self.label = label
            self.requestedAt = requestedAt
            self.dueAt = dueAt
            self.sequence = sequence
        }
    }

    public init() {}

    /// Runs `work` on the main lane at `now + delay`, after everything scheduled earlier for
    /// that time.
    public func schedule(after delay: Int, _ work: @escaping () -> Void) {
        agenda.add(work, after: delay, lane: .main, what: "main-queue work")
    }

    /// Runs `work` on the background lane, due at `now + delay`; `label` says what it is.
    public func scheduleBackground(after delay: Int, label: String, _ work: @escaping () -> Void) {
        agenda.add(work, after: delay, lane: .background, label: (label, ""), what: "'\(label)'")
    }

    /// Background work that, when it completes, queues `work` on the main lane — as
    /// `scheduleBackground` with a block calling `mainQueue.async(execute: work)`, in the same order,
    /// without a second block made for every network fetch. Its label is `label` followed by
    /// `subject` (`fetch ` and a URL).
    public func scheduleBackgroundThenMain(after delay: Int, label: String, subject: String, _ work: @escaping () -> Void) {
        agenda.add(work, after: delay, lane: .background, label: (label, subject), hopsToMain: true, what: "'\(label)\(subject)'")
    }

    /// Drops every pending block: the app that queued them has quit.
    public func discardAll() {
        agenda.discardAll()
        pendingRepeatingFires = 0
    }

    /// Whether any work is waiting.
    public var hasPendingWork: Bool { !agenda.isEmpty }

    /// When the next block falls due, if any.
    public var nextDueTime: Int? { agenda.nextDueTime }

    /// Background work not yet completed, in the order it was scheduled.
    public var pendingBackgroundWork: [PendingWork] { agenda.pendingBackgroundWork() }

    /// Runs every block due at or before `deadline`, moving the clock to each block's time,
    /// then leaves the clock at `deadline`.
    /// - Parameter shouldStop: checked after each block; a raised fault stops the run at
    ///   once, as work scheduled past the clock's end does.
    public func run(until deadline: Int, shouldStop: () -> Bool = { false }) throws(EngineError) {
        try drain(until: deadline, shouldStop: shouldStop)
        agenda.moveClock(to: deadline)
    }

    /// Runs everything already due.
    public func runDue(shouldStop: () -> Bool = { false }) throws(EngineError) {
        guard !defersDueWork else { return }
        try run(until: now, shouldStop: shouldStop)
    }

    /// The next fires of repeating timers waiting on the clock (`ScheduledTimer`), one per
    /// timer still valid: work that never ends on its own, so `settle` does not wait for it.
    var pendingRepeatingFires = 0

    /// How many times repeating timers may fire in the time one step lets pass before they
    /// are taken for a runaway: a timer fires once per interval however long the wait, so
    /// `wait: 1000h` over a one-second timer would fire 3.6 million times, for hours.
    public var repeatingFireLimit = 10_000

    /// Repeating timers' fires since the current stretch of time began (`drain`).
    private var repeatingFires = 0

    /// Counts a repeating timer's fire; past `repeatingFireLimit`, raises a runaway and says
    /// the fire may not run.
    func allowRepeatingFire(every milliseconds: Int) -> Bool {
        repeatingFires += 1
        guard repeatingFires > repeatingFireLimit else { return true }
        raise(EngineError(.runaway, "repeating timers fired more than \(repeatingFireLimit) times in one step (the last every \(milliseconds)ms, at \(now)ms); let less time pass, or invalidate the timer"))
        return false
    }

    /// Whether everything waiting is a repeating timer's next fire.
    private var onlyRepeatingTimersPending: Bool { agenda.count <= pendingRepeatingFires }

    /// Runs until nothing is pending but repeating timers' next fires (which a device never
    /// runs out of), leaving the clock at the last work, or throws when that would take
    /// longer than `limit`.
    public func settle(limit: Int, shouldStop: () -> Bool = { false }) throws(EngineError) {
        let deadline = Scheduler.later(now, by: limit)
        if onlyRepeatingTimersPending { return }
        try drain(until: deadline) { shouldStop() || onlyRepeatingTimersPending }
        if shouldStop() || agenda.isHalted || onlyRepeatingTimersPending { return }
        if let next = agenda.nextDueTime {
            throw EngineError(.settleTimeout, "work is still pending after \(limit)ms (next at \(next)ms)")
        }
    }

    /// Runs blocks due at or before `deadline`, leaving the clock at the last one run. The
    /// limit and the chooser are read once: no block changes them.
    private func drain(until deadline: Int, shouldStop: () -> Bool) throws(EngineError) {
        let limit = blockLimit
        let chooser = self.chooser
        var ranNow = 0
        repeatingFires = 0
        while let block = chooser.map({ takeChosen(until: deadline, by: $0) }) ?? agenda.takeNext(until: deadline) {
            ranNow = block.movedClock ? 1 : ranNow + 1
            if ranNow > limit {
                throw EngineError(.runaway, "more than \(limit) blocks ran at \(now)ms without the clock moving on")
            }
            block.work?()
            if shouldStop() { return }
        }
    }

    /// The next block when a chooser decides: ready main-lane work first, then whichever due
    /// background work the chooser picks. The chooser is asked outside any change to the
    /// agenda, so it may look at the scheduler.
    private func takeChosen(until deadline: Int, by chooser: (_ candidates: [PendingWork]) -> Int) -> Agenda.Block? {
        switch agenda.nextChoice(until: deadline) {
        case .taken(let block):
            return block
        case .choose(let places, let offered):
            let choice = chooser(offered)
            return agenda.take(at: places.indices.contains(choice) ? places[choice] : places[0])
        case nil:
            return nil
        }
    }

    /// The time `milliseconds` after now, or the error that the clock cannot show it.
    public func deadline(after milliseconds: Int, what: String) throws(EngineError) -> Int {
        let (time, overflowed) = now.addingReportingOverflow(max(0, milliseconds))
        if overflowed { throw Scheduler.pastTheEnd(what, delay: milliseconds, now: now) }
        return time
    }

    static func pastTheEnd(_ what: String, delay: Int, now: Int) -> EngineError {
        EngineError(.clockOverflow, "\(what) \(delay)ms after \(now)ms would be past the virtual clock's last millisecond (\(Int.max)ms)")
    }

    /// `time + delay`, with a negative delay as none and no overflow past the end of time:
    /// for limits, which are not times anything falls due at.
    static func later(_ time: Int, by delay: Int) -> Int {
        let (sum, overflow) = time.addingReportingOverflow(max(0, delay))
        return overflow ? Int.max : sum
    }
}
