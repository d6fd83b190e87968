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
    // `@exclusivity(unchecked)`: see `DragDropSystem`.
    /// Virtual time in milliseconds since launch.
    @exclusivity(unchecked) public private(set) var now: Int = 0
    @exclusivity(unchecked) private var queue = WorkQueue<Entry>()
    /// What each queued entry runs, by its slot: the heap moves only small plain entries, not
    /// closures and labels, so ordering work costs no reference counting.
    @exclusivity(unchecked) private var jobs: [Job?] = []
    @exclusivity(unchecked) private var freeSlots: [Int] = []
    @exclusivity(unchecked) private var nextSequence = 0
    /// Every background label in the order scheduled, and how many of the first ones have
    /// been counted into `labelCounts`: an occurrence number is worked out only when a
    /// chooser or the explorer asks (a gallery of N images schedules N fetches of N labels,
    /// and a dictionary of N strings built for nobody cost time that grew faster than N).
    /// A label is kept as a head and a subject, joined only when asked: a fetch's label is
    /// `fetch ` and its URL, and spelling it out allocated a string per image at launch.
    @exclusivity(unchecked) private var labels: [(head: String, subject: String)] = []
    @exclusivity(unchecked) private var occurrences: [Int] = []
    @exclusivity(unchecked) private var labelCounts: [String: Int] = [:]

    /// The `GlobalQueue` block running now, if any: what it waits for and queues for the
    /// main queue is gathered here (`GlobalQueue.async`).
    var runningBackgroundBlock: BackgroundBlock?

    /// How many blocks may run at one instant before they are taken for a runaway loop.
    @exclusivity(unchecked) public var blockLimit = 1_000_000

    /// The first work that would have fallen due after the clock's last millisecond
    /// (`Int.max`): the step that scheduled it stops with this error, rather than the work
    /// collapsing silently onto the last instant.
    @exclusivity(unchecked) public private(set) var overflow: EngineError?

    /// Decides which due background work completes next, given the candidates in due order;
    /// returns an index into them. Main-lane work that is ready runs first, as the main queue
    /// is served between completions. Nil keeps due order.
    @exclusivity(unchecked) public var chooser: ((_ candidates: [PendingWork]) -> Int)?

    /// When set, `runDue` leaves due work pending for the next `run(until:)` or `settle` to
    /// order freely with work due after it: the explorer sets it when a step is followed
    /// only by time passing, so nothing can observe the difference.
    @exclusivity(unchecked) public var defersDueWork = false

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

    /// A queued block's place in the order, and the slot of its job.
    struct Entry: Comparable {
        var time: Int
        var sequence: Int
        var lane: Lane
        var slot: Int

        static func == (lhs: Entry, rhs: Entry) -> Bool {
            lhs.time == rhs.time && lhs.sequence == rhs.sequence
        }

        static func < (lhs: Entry, rhs: Entry) -> Bool {
            (lhs.time, lhs.sequence) < (rhs.time, rhs.sequence)
        }
    }

    /// The block itself and, for background work, what a chooser is told of it (built only
    /// when a chooser or the explorer asks).
    /// The label stays in `labels` alone: a job that held it too retained and released it
    /// as it ran, one cold string per fetch of a large gallery.
    private struct Job {
        var work: () -> Void
        /// Background work's label, as its place in `labels`; nil for main-lane work.
        var labelIndex: Int?
        var requestedAt: Int
        /// Background work whose running only queues `work` on the main lane.
        var hopsToMain = false
    }

    public init() {
        // Room for a short scenario's blocks: grown from empty, each array was moved as
        // its work was queued (the free slots as it ran, the queue's FIFO and heap both).
        jobs.reserveCapacity(Self.initialCapacity)
        labels.reserveCapacity(Self.initialCapacity)
        freeSlots.reserveCapacity(Self.initialCapacity)
        queue = WorkQueue(minimumCapacity: Self.initialCapacity)
    }

    static let initialCapacity = 16

    /// Runs `work` on the main lane at `now + delay`, after everything scheduled earlier for
    /// that time.
    public func schedule(after delay: Int, _ work: @escaping () -> Void) {
        guard let time = due(after: delay, what: "main-queue work") else { return }
        insert(Job(work: work, labelIndex: nil, requestedAt: now), at: time, lane: .main)
    }

    /// Runs `work` on the background lane, due at `now + delay`; `label` says what it is.
    public func scheduleBackground(after delay: Int, label: String, _ work: @escaping () -> Void) {
        guard let time = due(after: delay, what: "'\(label)'") else { return }
        labels.append((label, ""))
        insert(Job(work: work, labelIndex: labels.count - 1, requestedAt: now), at: time, lane: .background)
    }

    /// Background work that, when it completes, queues `work` on the main lane — as
    /// `scheduleBackground` with a block calling `mainQueue.async(work)`, in the same order,
    /// without a second block made for every network fetch. Its label is `label` followed by
    /// `subject` (`fetch ` and a URL).
    public func scheduleBackgroundThenMain(after delay: Int, label: String, subject: String, _ work: @escaping () -> Void) {
        guard let time = due(after: delay, what: "'\(label)\(subject)'") else { return }
        labels.append((label, subject))
        insert(Job(work: work, labelIndex: labels.count - 1, requestedAt: now, hopsToMain: true), at: time, lane: .background)
    }

    /// How many works with the label at `index` of `labels` were scheduled before it.
    private func occurrence(ofLabelAt index: Int) -> Int {
        while occurrences.count <= index, occurrences.count < labels.count {
            let label = self.label(at: occurrences.count)
            let occurrence = labelCounts[label, default: 0]
            labelCounts[label] = occurrence + 1
            occurrences.append(occurrence)
        }
        return occurrences.indices.contains(index) ? occurrences[index] : 0
    }

    /// The label at `index` of `labels`, spelled out.
    private func label(at index: Int) -> String {
        let (head, subject) = labels[index]
        return subject.isEmpty ? head : head + subject
    }

    private func insert(_ job: Job, at time: Int, lane: Lane) {
        let slot: Int
        if let free = freeSlots.popLast() {
            slot = free
            jobs[slot] = job
        } else {
            slot = jobs.count
            jobs.append(job)
        }
        queue.insert(Entry(time: time, sequence: nextSequence, lane: lane, slot: slot))
        nextSequence += 1
    }

    /// Takes the job of an entry leaving the queue, freeing its slot: moved out, not copied
    /// and cleared, so its closure is not retained and released on the way.
    private func takeJob(_ entry: Entry) -> Job? {
        guard jobs.indices.contains(entry.slot) else { return nil }
        var job: Job?
        swap(&job, &jobs[entry.slot])
        freeSlots.append(entry.slot)
        return job
    }

    /// What a chooser is told of a queued entry; nil for main-lane work.
    private func pending(_ entry: Entry) -> PendingWork? {
        guard entry.lane == .background, jobs.indices.contains(entry.slot), let job = jobs[entry.slot],
              let index = job.labelIndex, labels.indices.contains(index) else { return nil }
        let label = self.label(at: index)
        return PendingWork(id: "\(label)#\(occurrence(ofLabelAt: index))", label: label, requestedAt: job.requestedAt, dueAt: entry.time, sequence: entry.sequence)
    }

    /// Drops every pending block: the app that queued them has quit.
    public func discardAll() {
        queue = WorkQueue<Entry>()
        jobs = []
        freeSlots = []
    }

    /// Whether any work is waiting.
    public var hasPendingWork: Bool { !queue.isEmpty }

    /// When the next block falls due, if any.
    public var nextDueTime: Int? { queue.peek()?.time }

    /// Background work not yet completed, in the order it was scheduled.
    public var pendingBackgroundWork: [PendingWork] {
        queue.elements.filter { $0.lane == .background }.sorted { $0.sequence < $1.sequence }.compactMap(pending)
    }

    /// Runs every block due at or before `deadline`, moving the clock to each block's time,
    /// then leaves the clock at `deadline`.
    /// - Parameter shouldStop: checked after each block; a fault stops the run at once.
    public func run(until deadline: Int, shouldStop: () -> Bool = { false }) throws(EngineError) {
        try drain(until: deadline, shouldStop: shouldStop)
        now = max(now, deadline)
    }

    /// Runs everything already due.
    public func runDue(shouldStop: () -> Bool = { false }) throws(EngineError) {
        guard !defersDueWork else { return }
        try run(until: now, shouldStop: shouldStop)
    }

    /// Runs until nothing is pending, leaving the clock at the last work, or throws when that
    /// would take longer than `limit`.
    public func settle(limit: Int, shouldStop: () -> Bool = { false }) throws(EngineError) {
        let deadline = Scheduler.later(now, by: limit)
        try drain(until: deadline, shouldStop: shouldStop)
        if shouldStop() { return }
        if let next = queue.peek() {
            throw EngineError(.settleTimeout, "work is still pending after \(limit)ms (next at \(next.time)ms)")
        }
    }

    /// Runs blocks due at or before `deadline`, leaving the clock at the last one run.
    private func drain(until deadline: Int, shouldStop: () -> Bool) throws(EngineError) {
        var ranNow = 0
        while let entry = takeNext(until: deadline) {
            if entry.time > now { ranNow = 0 }
            now = max(now, entry.time)
            ranNow += 1
            if ranNow > blockLimit {
                throw EngineError(.runaway, "more than \(blockLimit) blocks ran at \(now)ms without the clock moving on")
            }
            if let job = takeJob(entry) {
                if job.hopsToMain {
                    insert(Job(work: job.work, labelIndex: nil, requestedAt: now), at: now, lane: .main)
                } else {
                    job.work()
                }
            }
            if shouldStop() { return }
        }
    }

    /// The next block to run: in due order, or, with a chooser, ready main-lane work first,
    /// then whichever due background work the chooser picks.
    private func takeNext(until deadline: Int) -> Entry? {
        guard let chooser else {
            guard let next = queue.peek(), next.time <= deadline else { return nil }
            return queue.popMin()
        }
        let elements = queue.elements
        var readyMain: Int?
        var laterMain: Int?
        var candidates: [Int] = []
        for (index, entry) in elements.enumerated() where entry.time <= deadline {
            switch entry.lane {
            case .main:
                if entry.time <= now {
                    if readyMain.map({ entry < elements[$0] }) ?? true { readyMain = index }
                } else if laterMain.map({ entry < elements[$0] }) ?? true {
                    laterMain = index
                }
            case .background:
                candidates.append(index)
            }
        }
        if let readyMain { return queue.remove(at: readyMain) }
        if !candidates.isEmpty {
            candidates.sort { elements[$0] < elements[$1] }
            let offered = candidates.compactMap { pending(elements[$0]) }
            let choice = chooser(offered)
            let index = candidates.indices.contains(choice) ? candidates[choice] : candidates[0]
            return queue.remove(at: index)
        }
        if let laterMain { return queue.remove(at: laterMain) }
        return nil
    }

    /// `now + delay`, a negative delay as none; nil, and `overflow` set, when that is past
    /// the clock's last millisecond.
    /// `what` is only spelled out for the error: every fetch of a gallery schedules work.
    private func due(after delay: Int, what: @autoclosure () -> String) -> Int? {
        let (time, overflowed) = now.addingReportingOverflow(max(0, delay))
        guard overflowed else { return time }
        if overflow == nil { overflow = Scheduler.pastTheEnd(what(), delay: delay, now: now) }
        return nil
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
