/// The virtual clock: orders all deferred work by (time, sequence number), synchronously.
///
/// Item-provider completions, cell fetches and main-queue blocks all go through it, so the
/// same inputs always run in the same order. Nothing here sleeps or reads the wall clock.
public final class Scheduler {
    /// Virtual time in milliseconds since launch.
    public private(set) var now: Int = 0
    private var queue = BinaryHeap<Entry>()
    private var nextSequence = 0

    /// How many blocks may run at one instant before they are taken for a runaway loop.
    public var blockLimit = 1_000_000

    struct Entry: Comparable {
        var time: Int
        var sequence: Int
        var work: () -> Void

        static func == (lhs: Entry, rhs: Entry) -> Bool {
            lhs.time == rhs.time && lhs.sequence == rhs.sequence
        }

        static func < (lhs: Entry, rhs: Entry) -> Bool {
            (lhs.time, lhs.sequence) < (rhs.time, rhs.sequence)
        }
    }

    public init() {}

    /// Runs `work` at `now + delay`, after everything scheduled earlier for that time.
    public func schedule(after delay: Int, _ work: @escaping () -> Void) {
        queue.insert(Entry(time: Scheduler.later(now, by: delay), sequence: nextSequence, work: work))
        nextSequence += 1
    }

    /// Drops every pending block: the app that queued them has quit.
    public func discardAll() {
        queue = BinaryHeap<Entry>()
    }

    /// Whether any work is waiting.
    public var hasPendingWork: Bool { !queue.isEmpty }

    /// When the next block falls due, if any.
    public var nextDueTime: Int? { queue.peek()?.time }

    /// Runs every block due at or before `deadline`, moving the clock to each block's time,
    /// then leaves the clock at `deadline`.
    /// - Parameter shouldStop: checked after each block; a fault stops the run at once.
    public func run(until deadline: Int, shouldStop: () -> Bool = { false }) throws(EngineError) {
        var ranNow = 0
        while let next = queue.peek(), next.time <= deadline {
            guard let entry = queue.popMin() else { break }
            if entry.time > now { ranNow = 0 }
            now = max(now, entry.time)
            ranNow += 1
            if ranNow > blockLimit {
                throw EngineError(.runaway, "more than \(blockLimit) blocks ran at \(now)ms without the clock moving on")
            }
            entry.work()
            if shouldStop() { return }
        }
        now = max(now, deadline)
    }

    /// Runs everything already due.
    public func runDue(shouldStop: () -> Bool = { false }) throws(EngineError) {
        try run(until: now, shouldStop: shouldStop)
    }

    /// Runs until nothing is pending, leaving the clock at the last work, or throws when that would take longer than `limit`.
    public func settle(limit: Int, shouldStop: () -> Bool = { false }) throws(EngineError) {
        let deadline = Scheduler.later(now, by: limit)
        while let next = queue.peek(), next.time <= deadline {
            try run(until: next.time, shouldStop: shouldStop)
            if shouldStop() { return }
        }
        if let next = queue.peek() {
            throw EngineError(.settleTimeout, "work is still pending after \(limit)ms (next at \(next.time)ms)")
        }
    }

    /// `time + delay`, with a negative delay as none and no overflow past the end of time.
    static func later(_ time: Int, by delay: Int) -> Int {
        let (sum, overflow) = time.addingReportingOverflow(max(0, delay))
        return overflow ? Int.max : sum
    }
}
