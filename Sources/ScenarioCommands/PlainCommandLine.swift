import ArgumentParser
import ScenarioExecution

/// The command lines read by hand, without ArgumentParser: a worker's, which the command and
/// the studio write themselves, and `run PATH…` and `check PATH…` giving no option — the
/// one-file run and check of issue 40.
///
/// ArgumentParser's parse reflects over every option of the command, and the runtime answers
/// each first question about an option's type (does it conform to this protocol?) by scanning
/// all of the executable's seven thousand conformance records: in a release build, 28 of the
/// 35 million instructions of `run FILE`'s command, and 14 of its worker's 25 million. Even
/// making a command's declarations costs a million more, so these run on plain values
/// (`RunSettings`, `ReadingLimits`) without making them. Anything else — an option, `--help`,
/// a mistake — goes to ArgumentParser as before, with its help and its errors, and what is
/// read here is what ArgumentParser reads (`PlainCommandLineTests`).
enum PlainCommandLine {
    /// `run PATH…`, every option at its default.
    case run(paths: [String])
    /// `check PATH…`, with no limit and as many jobs as cores.
    case check(paths: [String])
    /// `worker …`, as `Loading.launch` and `StudioReplayWorker` write it.
    case worker(reading: ReadingLimits, studioReplay: Bool, studioPid: Int32?, progress: Int32?)

    /// The command `arguments` (after the executable's name) give, or nil for ArgumentParser.
    init?(_ arguments: [String]) {
        guard let name = arguments.first else { return nil }
        let rest = Array(arguments.dropFirst())
        switch name {
        case "run":
            guard let paths = Self.paths(rest) else { return nil }
            self = .run(paths: paths)
        case "check":
            guard let paths = Self.paths(rest) else { return nil }
            self = .check(paths: paths)
        case "worker":
            guard let worker = Self.worker(rest) else { return nil }
            self = worker
        default:
            return nil
        }
    }

    /// Whether this is a worker, which its command stops, never a signal of its own.
    var isWorker: Bool {
        if case .worker = self { return true }
        return false
    }

    /// Runs the command, as `ParsableCommand.run` does.
    func run() throws {
        switch self {
        case .run(let paths): try Run.run(paths, options: RunSettings(), reading: ReadingLimits())
        case .check(let paths): try Check.check(paths, reading: ReadingLimits(), jobs: WorkerPool.coreCount)
        case .worker(let reading, let studioReplay, let studioPid, let progress): Worker.serve(reading: reading, studioReplay: studioReplay, studioPid: studioPid, progress: progress)
        }
    }

    /// `rest` when every word of it is a path: at least one, none that ArgumentParser could
    /// read as an option (`-…`, `--`).
    static func paths(_ rest: [String]) -> [String]? {
        guard !rest.isEmpty, !rest.contains(where: { $0.hasPrefix("-") }) else { return nil }
        return rest
    }

    /// The arguments after `worker`: reading limits and `--progress-descriptor`, or
    /// `--studio-replay` and `--studio-pid`; nil for anything else.
    static func worker(_ rest: [String]) -> PlainCommandLine? {
        var reading = ReadingLimits()
        var studioReplay = false
        var studioPid: Int32?
        var progress: Int32?
        var words = rest[...]
        while let flag = words.popFirst() {
            if flag == "--studio-replay" {
                studioReplay = true
                continue
            }
            guard let value = words.popFirst() else { return nil }
            if flag == "--studio-pid" {
                guard let pid = Int32(value) else { return nil }
                studioPid = pid
            } else if flag == "--progress-descriptor" {
                guard let descriptor = Int32(value) else { return nil }
                progress = descriptor
            } else if !reading.set(flag, to: value) {
                return nil
            }
        }
        return .worker(reading: reading, studioReplay: studioReplay, studioPid: studioPid, progress: progress)
    }
}
