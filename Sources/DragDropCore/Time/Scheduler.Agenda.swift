extension Scheduler {
    /// The virtual clock and the work waiting on it, as one value.
    ///
    /// The scheduler changes it in one access per block queued or run: as separate stored
    /// properties of the class, each read and write of the clock, the queue, the jobs and the
    /// free slots was an exclusivity check of its own, several per block.
    struct Agenda {
        /// Virtual time in milliseconds since launch.
        private(set) var now = 0
        /// The first work that would have fallen due past the clock's last millisecond; once
        /// set, nothing more is taken to run.
        private(set) var overflow: EngineError?
        /// The first error raised inside a callback; once set, nothing more is taken to run.
        private(set) var fault: EngineError?

        /// The scheduler's settings, read where the work is run: see `Scheduler`.
        var blockLimit = 1_000_000
        var chooser: ((_ candidates: [PendingWork]) -> Int)?
        var defersDueWork = false

        /// Whether an overflow or a fault has stopped the work.
        var isHalted: Bool { overflow != nil || fault != nil }

        mutating func raise(_ error: EngineError) {
            if fault == nil { fault = error }
        }
        private var queue: WorkQueue<Entry>
        /// What each queued entry runs, by its slot: the heap moves only small plain entries,
        /// not closures and labels, so ordering work costs no reference counting.
        private var jobs: [Job?] = []
        private var freeSlots: [Int] = []
        private var nextSequence = 0
        /// Every background label in the order scheduled, and how many of the first ones have
        /// been counted into `labelCounts`: an occurrence number is worked out only when a
        /// chooser or the explorer asks (a gallery of N images schedules N fetches of N
        /// labels, and a dictionary of N strings built for nobody cost time that grew faster
        /// than N). A label is kept as a head and a subject, joined only when asked: a fetch's
        /// label is `fetch ` and its URL, and spelling it out allocated a string per image.
        private var labels: [(head: String, subject: String)] = []
        private var occurrences: [Int] = []
        private var labelCounts: [String: Int] = [:]

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

        /// The block itself and, for background work, where its label is. The label stays in
        /// `labels` alone: a job that held it too retained and released it as it ran, one
        /// cold string per fetch of a large gallery.
        private struct Job {
            var work: () -> Void
            /// Background work's label, as its place in `labels`; nil for main-lane work.
            var labelIndex: Int?
            var requestedAt: Int
            /// Background work whose running only queues `work` on the main lane.
            var hopsToMain = false
        }

        /// A block taken to run now.
        struct Block {
            /// What to run; nil when taking it was all there was to do (background work that
            /// hopped to the main lane, queued there again).
            var work: (() -> Void)?
            /// Whether the clock moved forward to reach it.
            var movedClock: Bool
        }

        /// Room for `capacity` blocks and labels before anything grows: grown from empty,
        /// each array was moved as a short scenario's work was queued.
        init(capacity: Int) {
            queue = WorkQueue(minimumCapacity: capacity)
            jobs.reserveCapacity(capacity)
            labels.reserveCapacity(capacity)
            freeSlots.reserveCapacity(capacity)
        }

        var isEmpty: Bool { queue.isEmpty }

        /// How many blocks wait.
        var count: Int { queue.count }

        /// When the next block falls due, if any.
        var nextDueTime: Int? { queue.peek()?.time }

        /// `now + delay`, a negative delay as none; nil when that is past the clock's last
        /// millisecond.
        func due(after delay: Int) -> Int? {
            let (time, overflowed) = now.addingReportingOverflow(max(0, delay))
            return overflowed ? nil : time
        }

        /// Queues `work` at `now + delay`; when that time is past the clock's last millisecond,
        /// queues nothing and keeps the overflow, naming the work by `what`, if it is the
        /// first. `label` names background work; main-lane work has none.
        mutating func add(
            _ work: @escaping () -> Void, after delay: Int, lane: Lane, label: (head: String, subject: String)? = nil, hopsToMain: Bool = false,
            what: @autoclosure () -> String
        ) {
            guard let time = due(after: delay) else {
                if overflow == nil { overflow = Scheduler.pastTheEnd(what(), delay: delay, now: now) }
                return
            }
            var labelIndex: Int?
            if let label {
                labels.append(label)
                labelIndex = labels.count - 1
            }
            insert(Job(work: work, labelIndex: labelIndex, requestedAt: now, hopsToMain: hopsToMain), at: time, lane: lane)
        }

        private mutating func insert(_ job: Job, at time: Int, lane: Lane) {
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

        /// Moves the clock to `time` unless it is already later.
        mutating func moveClock(to time: Int) {
            now = max(now, time)
        }

        /// Drops every pending block: the app that queued them has quit.
        mutating func discardAll() {
            queue = WorkQueue<Entry>()
            jobs = []
            freeSlots = []
        }

        /// The next block due at or before `deadline`, in due order, taken out with the
        /// clock moved to it; none once the work is halted.
        mutating func takeNext(until deadline: Int) -> Block? {
            guard !isHalted, let next = queue.peek(), next.time <= deadline, let entry = queue.popMin() else { return nil }
            return take(entry)
        }

        /// What comes next when a chooser decides among due background work: ready main-lane
        /// work, taken at once; else the due background work as the chooser is told of it,
        /// with each one's place among the queued entries; else main-lane work due later, taken.
        mutating func nextChoice(until deadline: Int) -> Choice? {
            guard !isHalted else { return nil }
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
            if let readyMain { return take(at: readyMain).map(Choice.taken) }
            if !candidates.isEmpty {
                candidates.sort { elements[$0] < elements[$1] }
                return .choose(places: candidates, offered: candidates.compactMap { pending(elements[$0]) })
            }
            if let laterMain { return take(at: laterMain).map(Choice.taken) }
            return nil
        }

        enum Choice {
            case taken(Block)
            /// The chooser is asked to pick among `offered`; `places` are their places among
            /// the queued entries, for `take(at:)`.
            case choose(places: [Int], offered: [PendingWork])
        }

        /// Takes the queued entry at `index` of the queue's elements, the clock moved to it.
        mutating func take(at index: Int) -> Block? {
            queue.remove(at: index).flatMap { take($0) }
        }

        /// Takes an entry's job out, freeing its slot, and moves the clock to it; background
        /// work that hops to the main lane is queued there at once. Moved out, not copied
        /// and cleared, so its closure is not retained and released on the way.
        private mutating func take(_ entry: Entry) -> Block? {
            let movedClock = entry.time > now
            now = max(now, entry.time)
            guard jobs.indices.contains(entry.slot) else { return Block(work: nil, movedClock: movedClock) }
            var job: Job?
            swap(&job, &jobs[entry.slot])
            freeSlots.append(entry.slot)
            guard let job else { return Block(work: nil, movedClock: movedClock) }
            if job.hopsToMain {
                insert(Job(work: job.work, labelIndex: nil, requestedAt: now), at: now, lane: .main)
                return Block(work: nil, movedClock: movedClock)
            }
            return Block(work: job.work, movedClock: movedClock)
        }

        /// Background work not yet completed, in the order it was scheduled.
        mutating func pendingBackgroundWork() -> [PendingWork] {
            queue.elements.filter { $0.lane == .background }.sorted { $0.sequence < $1.sequence }.compactMap { pending($0) }
        }

        /// What a chooser is told of a queued entry; nil for main-lane work.
        private mutating func pending(_ entry: Entry) -> PendingWork? {
            guard entry.lane == .background, jobs.indices.contains(entry.slot), let job = jobs[entry.slot],
                  let index = job.labelIndex, labels.indices.contains(index) else { return nil }
            let label = self.label(at: index)
            return PendingWork(id: "\(label)#\(occurrence(ofLabelAt: index))", label: label, requestedAt: job.requestedAt, dueAt: entry.time, sequence: entry.sequence)
        }

        /// How many works with the label at `index` of `labels` were scheduled before it.
        private mutating func occurrence(ofLabelAt index: Int) -> Int {
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
    }
}
