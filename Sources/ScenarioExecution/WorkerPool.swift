import ScenarioAppKit
import ScenarioKit
import YAMLReader
import DragDropCore
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Worker processes that decode and run scenarios side by side, so that a suite uses every
/// core and a trap in the app under test ends one worker, never the suite.
///
/// Requests go to the worker that decoded their file where it can, a few at a time each, and
/// answers come back in the order the requests were given, whatever order they finished in.
/// When a worker dies mid-scenario, a fresh one re-runs that scenario in forensic mode,
/// streaming each step and trace line; the engine is deterministic, so it dies at the same
/// point, and the scenario's own worker-side judge turns what was streamed, the signal and
/// the runtime's message into a `crashed` result. Normal runs pay nothing for this.
public final class WorkerPool {
    /// How a worker starts: `EXECUTABLE ARGUMENTS…` (`dnd-scenario worker`, and how to
    /// read files), which decodes the files it is asked about itself.
    public struct Launch {
        public var executable: String
        public var arguments: [String]

        public static func executable(_ executable: String, arguments: [String]) -> Launch {
            Launch(executable: executable, arguments: arguments)
        }
    }

    public let launch: Launch
    /// How many workers were asked for (`Int.max`: as many as cores).
    private let requestedJobs: Int
    /// How many workers run at once: those asked for, at most one per core. Asked for only
    /// when a second worker would start, since reading the number of cores (the cgroup's
    /// files) was a tenth of a one-file run's command.
    public var jobs: Int { max(1, min(requestedJobs, Self.coreCount)) }
    /// How long a worker with work may send nothing before the watchdog ends it.
    public var stallLimit: Duration = WorkerPool.defaultStallLimit

    /// Two minutes: a scenario takes microseconds, a hostile one within the budgets seconds.
    public static let defaultStallLimit: Duration = .seconds(120)

    /// Requests each worker holds at a time: enough to keep it busy while this process waits
    /// for the processor on a busy machine, few enough to share the suite out evenly.
    static let depth = 32

    /// Sent to each worker as it starts, unanswered: what every request of a run shares.
    var greeting: WorkerRequest? {
        didSet { greetingFrame = greeting?.frame }
    }
    /// The greeting as sent, made once: a suite's names every file.
    private var greetingFrame: [UInt8]?

    private var workers: [WorkerProcess] = []
    /// Workers told that nothing more is asked (`letGo`), ending on their own.
    private var retiring: [WorkerProcess] = []
    private var nextWorkerID = 0
    /// Each file path a request named, numbered in the order first seen, so that looking
    /// ahead for a worker's own files compares numbers instead of hashing paths.
    private var fileNumbers: [String: Int] = [:]
    /// By file number, the worker that decoded the file, if any.
    private var owners: [Int?] = []

    /// One request, and what is asked now.
    ///
    /// Small, as it is made, read and moved for every request of a suite: what only a crash
    /// brings is kept apart (`forensics`), and so is the answer (`outcomes`).
    private struct Job {
        let original: WorkerRequest
        /// The number of the request's file (`fileNumbers`).
        let file: Int
        /// What is asked now: the original, its forensic re-run, or the judging of a crash.
        var current: WorkerRequest
    }

    /// What a job's forensic re-runs have gathered.
    private struct Forensics {
        var log = ForensicLog()
        /// Exploring, the orders that crashed a worker, judged; and the one being judged.
        var crashedOrders: [CrashedOrder] = []
        var crashedReplay: (script: [String], decisions: [Replay.Decision], completions: [Scheduler.PendingWork])?
        /// When the forensic re-run was sent, alone, to its worker: the crash's duration runs
        /// from here to the worker's death.
        var sent: ContinuousClock.Instant?
        /// Whether a decoding whose worker died was asked again.
        var retried = false
    }

    private var jobs_: [Job] = []
    /// By job, what became of it; "no answer" until it is answered.
    private var outcomes: [WorkerOutcome] = []
    /// By job, for the jobs a worker died on or that stream as they run.
    private var forensics: [Int: Forensics] = [:]
    private var queue: [Int] = []
    private var queueHead = 0
    /// Jobs not yet answered.
    private var open = 0
    /// What `perform` was given to ask next when a job is answered.
    private var followUp: ((Int, WorkerReply) -> [WorkerRequest])?

    /// `executable arguments` must serve as `dnd-scenario worker` does; `jobs` is at least 1,
    /// and more than the cores count as the cores.
    public convenience init(executable: String, arguments: [String] = ["worker"], jobs: Int) {
        self.init(launch: .executable(executable, arguments: arguments), jobs: jobs)
    }

    /// More workers than cores only take turns on them: `jobs` is capped at the cores, so
    /// `Int.max` asks for as many workers as cores.
    public init(launch: Launch, jobs: Int) {
        self.launch = launch
        requestedJobs = jobs
    }

    deinit {
        shutDown()
    }

    /// This process's own executable, which has the `worker` command when it is built on
    /// ScenarioCommands.
    public static var currentExecutable: String {
        #if os(Linux)
        if let path = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") { return path }
        #endif
        return Bundle.main.executablePath ?? CommandLine.arguments.first ?? "dnd-scenario"
    }

    /// The number of cores, the default for `--jobs`; asked once (it reads the cgroup's files,
    /// and the command line asks for its default more than once).
    public static let coreCount = max(1, ProcessInfo.processInfo.activeProcessorCount)

    /// Ends every worker: closes its input, so it finishes, and waits for it; whatever it
    /// wrote to standard error goes to ours.
    public func shutDown() {
        // Every worker is told first, so that they end side by side, not one after another.
        for worker in workers { worker.closeInput() }
        for worker in retiring + workers {
            _ = worker.finish()
            if !worker.standardError.isEmpty { Pipe.write(worker.standardError, to: STDERR_FILENO) }
        }
        workers = []
        retiring = []
        fileNumbers = [:]
        owners = []
    }

    /// Tells every worker that nothing more is asked of it, so that each ends while this
    /// process puts together what they answered; `shutDown` then only waits for them. A
    /// request after this starts fresh workers, which hold none of the files decoded.
    func letGo() {
        for worker in workers { worker.closeInput() }
        retiring += workers
        workers = []
        owners = owners.map { _ in nil }
    }

    /// Performs `requests`, in parallel, and answers each, in order.
    ///
    /// `followUp` is told each request's reply as it comes, by its place, and may ask for
    /// more: those are performed too, after the requests waiting, and answered after
    /// `requests`, in the order they were asked for. Run with workers, a file's scenarios are
    /// asked for as its decoding is answered, so no worker waits for the last file to decode.
    func perform(_ requests: [WorkerRequest], followUp: ((Int, WorkerReply) -> [WorkerRequest])? = nil) throws(WorkerPool.StartError) -> [WorkerOutcome] {
        jobs_ = []
        outcomes = []
        forensics = [:]
        queue = []
        queueHead = 0
        open = 0
        self.followUp = followUp
        defer { self.followUp = nil }
        fileNumbers.reserveCapacity(requests.count)
        add(requests)
        try Interruption.deferred { () throws(WorkerPool.StartError) in try serve() }
        let answered = outcomes
        outcomes = []
        return answered
    }

    /// Reads replies and hands out requests until every job is answered; stops every worker
    /// and ends the command when it is interrupted, and ends a worker that sends nothing
    /// for `stallLimit` while it has work.
    private func serve() throws(WorkerPool.StartError) {
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while open > 0 {
            if Interruption.caughtSignal != nil { stopEveryWorker() }
            try dispatch()
            var descriptors: [pollfd] = []
            for worker in workers {
                descriptors.append(pollfd(fd: worker.outputDescriptor, events: Int16(POLLIN), revents: 0))
                descriptors.append(pollfd(fd: worker.errorDescriptor, events: Int16(POLLIN), revents: 0))
            }
            descriptors.append(pollfd(fd: Interruption.descriptor, events: Int16(POLLIN), revents: 0))
            let ready = poll(&descriptors, nfds_t(descriptors.count), Self.watchdogPeriod)
            if ready < 0, errno == EINTR { continue }
            if ready == 0 {
                endStalledWorkers()
                continue
            }
            var dead: [WorkerProcess] = []
            for (offset, worker) in workers.enumerated() {
                if descriptors[offset * 2 + 1].revents != 0 { _ = worker.readErrors(into: &chunk) }
                guard descriptors[offset * 2].revents != 0 else { continue }
                if worker.readReplies(into: &chunk) {
                    worker.readProgress()
                    receive(from: worker)
                    if !worker.isRunning { dead.append(worker) }
                } else {
                    dead.append(worker)
                }
            }
            for worker in dead {
                bury(worker)
            }
            endStalledWorkers()
        }
    }

    /// How often, in milliseconds, the watchdog looks when nothing else wakes the pool.
    static let watchdogPeriod: Int32 = 1_000

    /// Ends every worker that has had work and sent nothing for `stallLimit` (stopped by a
    /// signal, or an app that never returns); its scenario is answered as such, not re-run.
    private func endStalledWorkers() {
        let now = ContinuousClock.now
        for worker in workers where !worker.inFlight.isEmpty && !worker.isStalled && now - worker.lastProgress > stallLimit {
            worker.isStalled = true
            worker.stop()
        }
        // One asked to end that has not, after its grace: an app that blocks SIGTERM.
        for worker in workers where worker.isStalled { worker.insistIfDue() }
    }

    /// An interrupted command: every worker ended and waited for, nothing more asked, and
    /// the command ends as the signal would have ended it. Workers write no file, so none is
    /// left half written; the goldens of this run are written only after it.
    private func stopEveryWorker() -> Never {
        let count = workers.count + retiring.count
        for worker in workers + retiring { worker.stop() }
        for worker in workers + retiring { _ = worker.finish() }
        workers = []
        retiring = []
        Interruption.end(saying: "stopped \(count == 1 ? "1 worker" : "\(count) workers") and waited for them; no golden trace was written")
    }

    /// Gives every running worker requests up to its share, starting workers while requests
    /// wait and fewer than `jobs` run.
    private func dispatch() throws(WorkerPool.StartError) {
        // A worker more while requests wait that the running workers have no room for, up to
        // one per request and `jobs` in all: the runs a decoded file asks for go to the worker
        // that keeps it, and a fresh worker would only decode it again (a one-file run).
        let waiting = queue.count - queueHead
        let room = workers.reduce(0) { $0 + (takesMore($1) ? max(0, Self.depth - $1.inFlight.count) : 0) }
        let wanted = waiting > room ? max(workers.count + 1, waiting) : workers.count
        // The cap only matters for a second worker: a one-file run never asks for the cores.
        let planned = wanted <= 1 ? wanted : max(workers.count, min(wanted, jobs))
        // At most an even share of what is open, so a suite of fewer than `depth` requests
        // per worker is spread over every worker too, and so is the end of a longer one.
        let open = waiting + workers.reduce(0) { $0 + $1.inFlight.count }
        let share = min(Self.depth, max(1, (open + planned - 1) / max(1, planned)))
        var frames: [UInt8] = []
        while workers.count < planned {
            let worker = try start()
            nextWorkerID += 1
            workers.append(worker)
            // Given its share at once, it works while the next is forked.
            feed(worker, upTo: share, frames: &frames)
        }
        for worker in workers where worker.isRunning {
            feed(worker, upTo: share, frames: &frames)
        }
    }

    /// Whether `worker` may be given more requests: it runs, and no forensic run, which goes
    /// alone, is in flight there.
    private func takesMore(_ worker: WorkerProcess) -> Bool {
        guard worker.isRunning else { return false }
        guard let last = worker.inFlight.last else { return true }
        return !jobs_[last].current.isForensic
    }

    /// Gives `worker` requests until it holds `share`, in one write: a write each made the
    /// suite's 2,000 requests as many system calls here, and as many reads in the workers. A
    /// worker that cannot take them has died; burying it puts them back in the queue.
    private func feed(_ worker: WorkerProcess, upTo share: Int, frames: inout [UInt8]) {
        frames.removeAll(keepingCapacity: true)
        if worker.inFlight.isEmpty { worker.lastProgress = .now }
        while worker.inFlight.count < share, let index = take(for: worker) {
            worker.inFlight.append(index)
            frames += jobs_[index].current.frame
            if jobs_[index].current.isForensic { forensics[index, default: Forensics()].sent = .now }
        }
        if !frames.isEmpty { _ = worker.send(frames) }
    }


    /// Adds jobs for `requests`, queued after those waiting; `following`, the job whose
    /// answer asked for them, whose file most of them are about.
    private func add(_ requests: [WorkerRequest], following origin: Int? = nil) {
        let first = jobs_.count
        // Made in place, one by one: a job is large, and an array of them appended was
        // copied job by job, then destroyed.
        for request in requests {
            let path = request.path
            let file = if let origin, jobs_[origin].original.path == path { jobs_[origin].file } else { fileNumber(path) }
            jobs_.append(Job(original: request, file: file, current: request))
            outcomes.append(Self.unanswered)
        }
        queue += first..<jobs_.count
        open += requests.count
    }

    /// Puts `jobs` at the front of the queue, in order: in the places of jobs taken already
    /// where there is room, so that a suite's follow-ups do not each move the whole queue.
    private func requeue(_ jobs: some Collection<Int>) {
        if queueHead >= jobs.count {
            queueHead -= jobs.count
            queue.replaceSubrange(queueHead..<queueHead + jobs.count, with: jobs)
        } else {
            queue.replaceSubrange(queueHead..<queueHead, with: jobs)
        }
    }

    /// Records the answer to a job, and asks `followUp` what comes of it.
    private func answer(_ index: Int, with outcome: WorkerOutcome) {
        outcomes[index] = outcome
        open -= 1
        if let followUp, case .reply(let reply) = outcome { add(followUp(index, reply), following: index) }
    }

    /// The number of the file at `path`, given it when first seen.
    private func fileNumber(_ path: String) -> Int {
        if let number = fileNumbers[path] { return number }
        fileNumbers[path] = owners.count
        owners.append(nil)
        return owners.count - 1
    }

    /// The next request for `worker`, looking a little ahead in the queue: one of a file it
    /// decoded, else one of a file no worker has yet (which it then keeps), else the first;
    /// the first at once when it keeps no file (a check).
    /// A forensic request goes alone to an idle worker, so nothing queued behind it dies with it.
    private func take(for worker: WorkerProcess) -> Int? {
        guard queueHead < queue.count else { return nil }
        if let last = worker.inFlight.last, jobs_[last].current.isForensic { return nil }
        guard jobs_[queue[queueHead]].current.keepsFile else {
            queueHead += 1
            return queue[queueHead - 1]
        }
        let window = queueHead..<min(queue.count, queueHead + 64)
        let chosen = window.first { owners[jobs_[queue[$0]].file] == worker.id }
            ?? window.first { owners[jobs_[queue[$0]].file] == nil }
            ?? queueHead
        let index = queue[chosen]
        if jobs_[index].current.isForensic, !worker.inFlight.isEmpty { return nil }
        if owners[jobs_[index].file] == nil { owners[jobs_[index].file] = worker.id }
        queue.swapAt(chosen, queueHead)
        queueHead += 1
        return index
    }

    private func start() throws(WorkerPool.StartError) -> WorkerProcess {
        let worker = try WorkerProcess(id: nextWorkerID, executable: launch.executable, arguments: launch.arguments)
        // A worker that cannot take it dies, and its requests are answered as such.
        if let greetingFrame { _ = worker.send(greetingFrame) }
        return worker
    }

    /// Handles every complete reply from `worker`.
    private func receive(from worker: WorkerProcess) {
        while true {
            let payload: [UInt8]?
            do {
                payload = try worker.replies.next()
            } catch {
                return
            }
            guard let payload, let index = worker.inFlight.first else { return }
            guard let reply = try? WorkerReply(payload: payload) else { return }
            guard reply.isFinal else {
                forensics[index, default: Forensics()].log.note(reply)
                continue
            }
            worker.inFlight.removeFirst()
            worker.answered += 1
            if let outcome = finish(index, with: reply) {
                answer(index, with: outcome)
            } else {
                requeue(CollectionOfOne(index))
            }
        }
    }

    /// The answer to a job's original request, from the final reply to its current one; nil
    /// when the job goes on: an exploration whose crashed order was judged starts again in
    /// a fresh search that takes that order as judged, so the crash is the order's outcome
    /// (a failure, or a pass when expected, after which the other orders are explored).
    private func finish(_ index: Int, with reply: WorkerReply) -> WorkerOutcome? {
        // The request is looked at in place, and the reply passed on as it came unless its
        // trace goes: a suite's every reply passes through here.
        switch jobs_[index].original {
        case .explore(let path, let scenario, let limit, _, _):
            guard case .result(let judged) = reply else { return .reply(reply) }
            guard var found = forensics[index], let crashed = found.crashedReplay else { return .lost(Self.confused) }
            found.crashedOrders.append(CrashedOrder(script: crashed.script, decisions: crashed.decisions, completions: crashed.completions, result: judged))
            found.crashedReplay = nil
            forensics[index] = found
            jobs_[index].current = .explore(path: path, index: scenario, limit: limit, forensic: false, crashed: found.crashedOrders)
            return nil
        case .run(_, _, let options) where !options.keepsTrace:
            // A worker sends a run's result without its trace; a judged crash comes with one.
            guard case .result(var result) = reply, !result.trace.isEmpty || !result.stepMarks.isEmpty else { return .reply(reply) }
            result.dropTrace()
            return .reply(.result(result))
        default:
            return .reply(reply)
        }
    }

    static func stalled(_ path: String, after limit: Duration) -> String {
        "the worker running \(path) sent nothing for \(limit.components.seconds) seconds (it was stopped, or the app never returns), so it was ended"
    }

    static func crashedChecking(_ described: String) -> String {
        "the worker checking this file crashed: \(described); an app's reading of 'given' trapped, or this is a bug in dnd-scenario"
    }

    /// What a job is until it is answered.
    static let unanswered = WorkerOutcome.lost("no answer")

    static let confused = "a worker answered with something else than was asked; this is a bug in dnd-scenario"

    /// A worker ended: its first unanswered request is the one it died on, and is re-run in
    /// forensic mode, judged, or answered as lost; the others wait for another worker.
    private func bury(_ worker: WorkerProcess) {
        let (signal, exitStatus) = worker.finish()
        workers.removeAll { $0 === worker }
        owners = owners.map { $0 == worker.id ? nil : $0 }
        let unanswered = worker.inFlight
        worker.inFlight = []
        guard !unanswered.isEmpty else {
            if !worker.standardError.isEmpty { Pipe.write(worker.standardError, to: STDERR_FILENO) }
            return
        }
        // The one it died on is the last it started: those before it were answered in
        // replies that died with it, unsent, and those after it were never started. One
        // that died between requests (ended from outside) is taken to have died on the next.
        let running = worker.started - worker.answered
        let died = running > 0 ? min(running, unanswered.count) - 1 : 0
        let index = unanswered[died]
        // The others go back to the front of the queue, in order, as they were asked.
        requeue(unanswered[..<died] + unanswered[(died + 1)...])
        if worker.isStalled {
            // Run again, it would stall again: answered as it is.
            answer(index, with: .lost(Self.stalled(jobs_[index].original.path, after: stallLimit)))
            return
        }
        var job = jobs_[index]
        var found = forensics[index] ?? Forensics()
        var crash = found.log.crash(signal: signal, exitStatus: exitStatus, standardError: worker.standardErrorText)
        if let sent = found.sent { crash.duration = .now - sent }
        let described = crash.message.map { "\($0) (\(crash.ending))" } ?? crash.ending
        var lost: String?
        switch job.current {
        case .run(let path, let scenario, var options) where !options.forensic:
            options.forensic = true
            job.current = .run(path: path, index: scenario, options: options)
        case .explore(let path, let scenario, let limit, false, let crashed):
            job.current = .explore(path: path, index: scenario, limit: limit, forensic: true, crashed: crashed)
        case .run(let path, let scenario, _):
            job.current = .judge(path: path, index: scenario, crash: crash)
        case .explore(let path, let scenario, _, true, let crashed):
            if crashed.contains(where: { $0.script == found.log.script }) {
                // A search that takes this order as recorded cannot crash in it again.
                lost = "dnd-scenario crashed exploring \(path) again in an order it had recorded: \(described); this is a bug in dnd-scenario"
            } else {
                found.crashedReplay = (found.log.script, found.log.decisions, found.log.completions)
                job.current = .judge(path: path, index: scenario, crash: crash)
            }
        case .judge(let path, _, _):
            lost = "dnd-scenario crashed judging a crash in \(path): \(described); this is a bug in dnd-scenario"
        case .check, .decode:
            // An app that trapped reading a `given` said where: the file's error, at once.
            if let diagnostic = GivenTrapNotice.diagnostic(inWorkerOutput: worker.standardErrorText) {
                forensics[index] = nil
                answer(index, with: .trapped(diagnostic))
                return
            }
            // Decoding is deterministic, but a worker may be ended from outside (the kernel's
            // out-of-memory killer, a user's `kill`): the file is decoded once more by a fresh
            // worker, and only a second death is the file's.
            if !found.retried {
                found.retried = true
            } else {
                lost = Self.crashedChecking(described)
            }
        case .members:
            lost = Self.confused
        }
        found.log = ForensicLog()
        forensics[index] = found
        jobs_[index] = job
        if let lost {
            answer(index, with: .lost(lost))
        } else {
            requeue(CollectionOfOne(index))
        }
    }
}

/// What became of one request.
enum WorkerOutcome {
    case reply(WorkerReply)
    /// The worker died on a request where only dnd-scenario's own code runs: a bug.
    case lost(String)
    /// An app trapped reading a `given` while the worker decoded a file: the file's error.
    case trapped(Diagnostic)
}
