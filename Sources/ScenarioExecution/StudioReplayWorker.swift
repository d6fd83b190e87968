import Foundation
import ScenarioKit
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The studio's side of a replay in a worker process: starts `dnd-scenario worker
/// --studio-replay` through `ChildSpawn` (as `run` starts its workers), sends it the request
/// and passes its answer on. The studio's own process runs no app, so an app that traps
/// ends a worker and the studio stays up with the page's unsaved edits.
///
/// A worker that dies is shown as `run` shows a crash: a second worker is given the crash as
/// the first one streamed it (its steps and trace lines, the runtime's message, the signal)
/// and answers with the replay up to the step it died at, the crash at that step's line. A
/// replay is ended (asked, then killed) when the page no longer waits for it, or when it
/// runs past `limit`.
public struct StudioReplayWorker: Sendable {
    /// The worker's executable and its arguments (`worker --studio-replay`).
    public var executable: String
    public var arguments: [String]
    /// The longest one replay may take.
    public var limit: Duration

    public init(executable: String, arguments: [String] = ["worker", "--studio-replay"], limit: Duration = .seconds(30)) {
        self.executable = executable
        self.arguments = arguments
        self.limit = limit
    }

    /// What became of a replay.
    public enum Outcome: Equatable, Sendable {
        /// The page's answer: its HTTP status and JSON body.
        case answered(status: Int, body: [UInt8])
        /// The page stopped waiting, and the worker was ended.
        case abandoned
    }

    /// Replays `request` in a worker; `abandoned` is asked now and then whether the page
    /// still waits.
    public func answer(_ request: StudioReplayRequest, abandoned: @escaping () -> Bool = { false }) -> Outcome {
        let started = ContinuousClock.now
        switch attempt(request, until: started + limit, abandoned: abandoned) {
        case .answered(let status, let body):
            return .answered(status: status, body: body)
        case .abandoned:
            return .abandoned
        case .timedOut:
            return Self.error(Self.timedOut(limit), status: 504)
        case .failedToStart(let reason):
            return Self.error(reason, status: 500)
        case .died(let crash, let decoded):
            guard decoded else {
                return Self.error("the app crashed reading the scenario's 'given': \(Self.described(crash)); run it with dnd-scenario check to see where", status: 422)
            }
            var judged = request
            judged.crash = crash
            switch attempt(judged, until: .now + limit, abandoned: abandoned) {
            case .answered(let status, let body): return .answered(status: status, body: body)
            case .abandoned: return .abandoned
            case .timedOut: return Self.error(Self.timedOut(limit), status: 504)
            case .failedToStart(let reason): return Self.error(reason, status: 500)
            case .died(let again, _):
                return Self.error("the app crashed replaying this scenario: \(Self.described(crash)); showing the crash crashed too (\(Self.described(again))): this is a bug in dnd-scenario", status: 500)
            }
        }
    }

    static func timedOut(_ limit: Duration) -> String {
        "the replay took longer than \(limit.components.seconds) seconds, so it was stopped: the app never returns, or the scenario is too long for the studio; run it with dnd-scenario run"
    }

    private static func described(_ crash: ScenarioCrash) -> String {
        crash.message.map { "\($0) (\(crash.ending))" } ?? crash.ending
    }

    private static func error(_ message: String, status: Int) -> Outcome {
        .answered(status: status, body: StudioAPI.json(StudioAPI.Failure(error: message)))
    }

    private enum Attempt {
        case answered(status: Int, body: [UInt8])
        case abandoned
        case timedOut
        case failedToStart(String)
        /// The worker ended with no answer; `decoded`, after the text was decoded.
        case died(ScenarioCrash, decoded: Bool)
    }

    /// One worker, one request: read until it answers or ends, ending it when the page stops
    /// waiting or the deadline passes.
    private func attempt(_ request: StudioReplayRequest, until deadline: ContinuousClock.Instant, abandoned: () -> Bool) -> Attempt {
        let worker: WorkerProcess
        do {
            worker = try WorkerProcess(id: 0, executable: executable, arguments: arguments + ["--studio-pid", "\(getpid())"])
        } catch {
            return .failedToStart(error.description)
        }
        worker.send(request.frame)
        worker.closeInput()
        var log = ForensicLog()
        var decoded = false
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            if abandoned() {
                worker.stop()
                _ = worker.finish()
                return .abandoned
            }
            if ContinuousClock.now >= deadline {
                worker.stop()
                _ = worker.finish()
                return .timedOut
            }
            var descriptors = [pollfd(fd: worker.outputDescriptor, events: Int16(POLLIN), revents: 0), pollfd(fd: worker.errorDescriptor, events: Int16(POLLIN), revents: 0)]
            // A tenth of a second at most between looks at the page and the clock.
            _ = poll(&descriptors, nfds_t(descriptors.count), 100)
            if descriptors[1].revents != 0 { _ = worker.readErrors(into: &chunk) }
            guard descriptors[0].revents != 0 else { continue }
            guard worker.readReplies(into: &chunk) else {
                let ended = worker.finish()
                return .died(log.crash(signal: ended.signal, exitStatus: ended.exitStatus, standardError: worker.standardErrorText), decoded: decoded)
            }
            while let payload = try? worker.replies.next() {
                switch try? StudioReplayReply(payload: payload) {
                case .answer(let status, let body)?:
                    _ = worker.finish()
                    return .answered(status: status, body: body)
                case .decoded?:
                    decoded = true
                case .progress(let reply)?:
                    log.note(reply)
                case nil:
                    break
                }
            }
        }
    }
}
