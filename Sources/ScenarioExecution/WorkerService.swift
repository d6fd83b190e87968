import Foundation
import ScenarioAppKit
import ScenarioKit
import YAMLReader
import DragDropCore
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The worker's side of the protocol: reads requests from standard input, answers each on
/// standard output, and keeps every file it decoded for the scenarios it is asked to run.
///
/// `dnd-scenario worker` is this and nothing else. Any executable built on ScenarioCommands
/// has it, so a worker runs the same apps as the command that started it.
public final class WorkerService {
    private let output: Int32
    /// Where a byte goes as each request that is answered starts, for the command to know
    /// which request a worker that died was running (`WorkerProcess.readProgress`); -1 for
    /// none.
    private let progress: Int32
    private let loader: ScenarioLoader
    private var files: [String: ScenarioFile] = [:]
    /// Checking: the library of the files being checked, kept from file to file, and the
    /// text of each file checked here, for quoting.
    private var library: FragmentLibrary?
    private var texts: [String: String] = [:]
    /// Replies not yet written, sent a few at a time.
    private var outbox = ReplyOutbox()

    private init(output: Int32, progress: Int32, loader: ScenarioLoader) {
        self.output = output
        self.progress = progress
        self.loader = loader
    }

    /// Serves until the parent closes `input`, decoding with `loader` — the parent's apps and
    /// limits, since the worker is the same executable given the same reading options — then
    /// ends the process with its exit status.
    ///
    /// The process ends here, with the service alive: the files it decoded go with the
    /// process rather than being freed node by node, which took longer than the rest of the
    /// worker's exit.
    public static func serve(loader: ScenarioLoader, input: Int32 = STDIN_FILENO, output: Int32 = STDOUT_FILENO, progress: Int32? = nil) -> Never {
        let service = WorkerService(output: output, progress: progress ?? -1, loader: loader)
        withExtendedLifetime(service) {
            exit(service.serve(input))
        }
    }

    /// Answers the requests read from `input` until it closes; returns the exit status.
    private func serve(_ input: Int32) -> Int32 {
        var frames = FrameBuffer()
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            do {
                while let payload = try frames.next() {
                    handle(try WorkerRequest(payload: payload))
                }
                flush()
            } catch {
                flush()
                let message = "dnd-scenario worker: the parent sent what it cannot read: \(error)\n"
                Pipe.write(Array(message.utf8), to: STDERR_FILENO)
                return 3
            }
            let count = Pipe.read(input, into: &chunk)
            guard count > 0 else { return 0 }
            frames.append(chunk[0..<count])
        }
    }

    private func send(_ reply: WorkerReply) {
        if outbox.add(reply.frame, at: .now) { flush() }
    }

    /// Sends `reply` and everything before it at once: what a forensic run streams must reach
    /// the command before the app can crash this process.
    private func sendNow(_ reply: WorkerReply) {
        _ = outbox.add(reply.frame, at: .now)
        flush()
    }

    /// A byte on the progress pipe: nobody waits on it, so it wakes no one, and it is there
    /// for the command when this process dies running the request.
    private func noteStart() {
        guard progress >= 0 else { return }
        var byte: UInt8 = 0
        while write(progress, &byte, 1) < 0, errno == EINTR {}
    }

    private func flush() {
        guard !outbox.isEmpty else { return }
        Pipe.write(outbox.take(), to: output)
    }

    private func handle(_ request: WorkerRequest) {
        if case .members = request {} else { noteStart() }
        switch request {
        case .run(let path, let index, let options):
            send(.result(run(path, index, options)))
        case .judge(let path, let index, let crash):
            guard let (file, scenario) = scenario(path, index) else { return send(.result(Self.missing(path, index))) }
            send(.result(ScenarioRunner().result(of: crash, scenario: scenario, file: file.path)))
        case .explore(let path, let index, let limit, let forensic, let crashed):
            guard let (file, scenario) = scenario(path, index) else {
                let missing = Self.missing(path, index)
                return send(.explored(ExploreResult(file: path, name: missing.name, orders: 0, pruned: 0, states: 0, outcomes: [], failure: .init(order: [], result: missing), isIncomplete: false), microseconds: 0))
            }
            let explorer = Explorer(orderLimit: max(1, limit))
            let clock = ContinuousClock()
            var result: ExploreResult?
            let elapsed = clock.measure { result = explorer.explore(scenario, file: file.path, watch: forensic ? ForensicStream(send: sendNow).exploration : nil, crashed: crashed) }
            guard let result else { return }
            send(.explored(result, microseconds: Int(elapsed.components.seconds) * 1_000_000 + Int(elapsed.components.attoseconds / 1_000_000_000_000)))
        case .members(let paths):
            library = loader.library(of: paths)
        case .check(let path):
            send(.checked(check(path, keeping: false)))
        case .decode(let path):
            send(.checked(check(path, keeping: true)))
        }
    }

    /// Decodes the file at `path` as `ScenarioLoader.load` does, and takes along the text of
    /// every file a problem found points at; `keeping`, keeps the file to run its scenarios
    /// and takes along their names and tags.
    private func check(_ path: String, keeping: Bool) -> CheckedFile {
        var library = library ?? loader.library(of: [path])
        // Not shared with the property while it grows, so it is not copied.
        self.library = nil
        let before = library.diagnostics.count
        let (file, diagnostics) = loader.load(path, library: &library)
        if let file { texts[file.path] = file.source }
        let fragmentDiagnostics = Array(library.diagnostics[before...])
        var sources: [String: String] = [:]
        for diagnostic in diagnostics + fragmentDiagnostics {
            for location in [diagnostic.location] + diagnostic.notes.map(\.location) where location.line > 0 {
                sources[location.file] = texts[location.file] ?? library.sources[location.file]
            }
        }
        self.library = library
        var checked = CheckedFile(documentCount: file?.documentCount, diagnostics: diagnostics, fragmentDiagnostics: fragmentDiagnostics, sources: sources)
        if let file {
            if keeping { files[path] = file }
            checked.scenarios = file.scenarios.map { CheckedFile.Summary(name: $0.name, tags: $0.tags, line: $0.location.line, column: $0.location.column) }
        }
        return checked
    }

    /// The scenario at `index` of the file, decoding the file if this worker has not yet (a
    /// fresh worker taking over from one that crashed).
    private func scenario(_ path: String, _ index: Int) -> (ScenarioFile, Scenario)? {
        if files[path] == nil, let file = loader.load([path]).files.first { files[path] = file }
        guard let file = files[path], file.scenarios.indices.contains(index) else { return nil }
        return (file, file.scenarios[index])
    }

    private func run(_ path: String, _ index: Int, _ options: WorkerRequest.Options) -> ScenarioResult {
        guard let (file, scenario) = scenario(path, index) else { return Self.missing(path, index) }
        var goldens = GoldenTrace(update: options.updateGoldens, isCI: options.isCI)
        // Goldens are written by the process that started this one, once it knows the suite
        // is valid: an invalid file means that nothing is written.
        goldens.defersWrites = true
        let runner = ScenarioRunner(goldens: goldens, records: options.records)
        var result = runner.run(scenario, file: file.path, hooks: options.forensic ? ForensicStream(send: sendNow).hooks : ReplayHooks())
        if !options.keepsTrace { result.dropTrace() }
        if !options.attachesPassing { result.attach(.failures) }
        return result
    }

    /// The result for a scenario that is no longer where the parent saw it (the file changed
    /// between reading and running).
    static func missing(_ path: String, _ index: Int) -> ScenarioResult {
        ScenarioResult(file: path, name: "scenario \(index + 1)", status: .error, failures: [
            ScenarioFailure(location: .init(file: path, line: 0, column: 0), message: "the file changed while the suite ran: scenario \(index + 1) is gone"),
        ])
    }
}

/// What a forensic run streams to the parent, each step, trace line and failure as it
/// happens and unbuffered, so that the parent has them if the app crashes the process.
struct ForensicStream {
    let send: (WorkerReply) -> Void

    var hooks: ReplayHooks { watching(ReplayHooks()) }

    /// What an exploration tells its watch, streamed the same way.
    var exploration: ExplorationWatch {
        let send = self.send
        return ExplorationWatch(
            replayStarted: { send(.replay(script: $0)) }, decided: { send(.decision($0)) },
            completed: { send(.completed($0)) }, watching: watching
        )
    }

    /// `hooks`, each also streaming what it sees.
    func watching(_ hooks: ReplayHooks) -> ReplayHooks {
        var hooks = hooks
        let send = self.send
        let prepare = hooks.prepare
        let willPerformStep = hooks.willPerformStep
        let didCheckStep = hooks.didCheckStep
        let didFinish = hooks.didFinish
        hooks.prepare = { system in
            system.trace.watcher = { index, event in send(.event(index: index, event)) }
            prepare(system)
        }
        hooks.willPerformStep = { index in
            send(.step(index))
            willPerformStep(index)
        }
        hooks.didCheckStep = { failures in
            if !failures.isEmpty { send(.stepFailures(failures)) }
            didCheckStep(failures)
        }
        hooks.didFinish = { world in
            send(.checking)
            didFinish(world)
        }
        return hooks
    }
}
