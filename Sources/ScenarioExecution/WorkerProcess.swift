import DragDropCore
import ScenarioAppKit
import ScenarioKit
import YAMLReader
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One worker: a child process running `EXECUTABLE worker`, its pipes, what it has sent so
/// far, and the requests it has not answered yet, oldest first.
final class WorkerProcess {
    let id: Int
    let pid: pid_t
    private let child: ChildSpawn
    /// Its standard input, where requests go.
    private(set) var input: Int32
    /// Its standard output, where replies come from; -1 once it ended.
    private(set) var output: Int32
    /// Its standard error, kept for the runtime's message if it crashes; -1 once it ended.
    private(set) var errors: Int32
    /// Its progress pipe (`WorkerService`), a byte a request it starts, read without
    /// waiting; -1 once it ended.
    private var progress: Int32
    /// How many requests it has started, as its progress pipe says so far.
    private(set) var started = 0
    /// How many of its requests were answered: with `started`, which one a worker that died
    /// was running, when replies it had made died with it (`WorkerService`'s outbox).
    var answered = 0
    var replies = FrameBuffer()
    private(set) var standardError: [UInt8] = []
    /// Indexes of the jobs sent and not yet answered, in the order sent.
    var inFlight: [Int] = []
    /// When the worker last sent anything, or was given work while idle: the watchdog's clock.
    var lastProgress = ContinuousClock.now
    /// Whether the watchdog ended it for sending nothing too long.
    var isStalled = false

    /// The descriptor number of a worker's progress pipe, in the worker.
    static let progressDescriptor: Int32 = 3

    /// Starts `executable worker`, with the runtime's backtracer off so that a trap ends the
    /// process at once, with only the runtime's own message on standard error; its four pipes
    /// are its only descriptors (`ChildSpawn`), the progress pipe its 3
    /// (`--progress-descriptor 3`, which a studio replay worker leaves unwritten).
    init(id: Int, executable: String, arguments: [String]) throws(WorkerPool.StartError) {
        self.id = id
        let pipes = try Self.makePipes()
        let (toChild, fromChild, errorsFromChild, progressFromChild) = (pipes[0], pipes[1], pipes[2], pipes[3])
        let descriptors: KeyValuePairs<Int32, ChildSpawn.Source> = [
            STDIN_FILENO: .descriptor(toChild[0]), STDOUT_FILENO: .descriptor(fromChild[1]),
            STDERR_FILENO: .descriptor(errorsFromChild[1]), Self.progressDescriptor: .descriptor(progressFromChild[1]),
        ]
        let arguments = arguments + ["--progress-descriptor", "\(Self.progressDescriptor)"]
        let spawned: Result<ChildSpawn, ChildSpawn.Failure>
        do {
            // In a process group of its own: a Ctrl-C at the terminal reaches the command,
            // which stops its workers itself (`Interruption`), not each worker in the middle
            // of a reply.
            spawned = .success(try ChildSpawn(executable, arguments, descriptors: descriptors, setting: ["SWIFT_BACKTRACE": "enable=no"], ownProcessGroup: true))
        } catch {
            spawned = .failure(error)
        }
        // The child's ends: the read end of its input, the write end of the others.
        for (number, pipe) in pipes.enumerated() { close(pipe[number == 0 ? 0 : 1]) }
        switch spawned {
        case .success(let child):
            self.child = child
            pid = child.pid
            input = toChild[1]
            output = fromChild[0]
            errors = errorsFromChild[0]
            progress = progressFromChild[0]
            _ = fcntl(progress, F_SETFL, fcntl(progress, F_GETFL) | O_NONBLOCK)
        case .failure(let failure):
            for (number, pipe) in pipes.enumerated() { close(pipe[number == 0 ? 1 : 0]) }
            throw WorkerPool.StartError(description: "cannot start a worker: \(failure.description.dropFirst("cannot start ".count))")
        }
    }

    /// The worker's four pipes (input, output, errors, progress), each `[read end, write
    /// end]`, none inherited by another worker started later (each worker gets only its own).
    private static func makePipes() throws(WorkerPool.StartError) -> [[Int32]] {
        var pipes: [[Int32]] = []
        for _ in 0..<4 {
            var fds: [Int32] = [-1, -1]
            guard pipe(&fds) == 0 else {
                let reason = String(cString: strerror(errno))
                for fd in pipes.joined() { close(fd) }
                throw WorkerPool.StartError(description: "cannot make a pipe for a worker: \(reason)")
            }
            // Never 0 to 3: with a standard stream closed, `pipe` hands out that number, and
            // the worker's `dup2` onto it would be undone by close-on-exec (3 is its progress
            // pipe's number).
            for side in 0..<2 {
                let moved = fcntl(fds[side], F_DUPFD_CLOEXEC, Self.progressDescriptor + 1)
                if moved >= 0 {
                    close(fds[side])
                    fds[side] = moved
                }
            }
            #if canImport(Darwin)
            // A write to a worker that died fails with EPIPE instead of raising SIGPIPE.
            _ = fcntl(fds[1], F_SETNOSIGPIPE, 1)
            #endif
            pipes.append(fds)
        }
        return pipes
    }

    var isRunning: Bool { output >= 0 }

    /// Sends a request; false when the worker is gone (its output will end too).
    @discardableResult
    func send(_ frame: [UInt8]) -> Bool {
        input >= 0 && Pipe.write(frame, to: input)
    }

    /// Keeps what the worker wrote to standard error; false at its end.
    func readErrors(into chunk: inout [UInt8]) -> Bool {
        guard errors >= 0 else { return false }
        let count = Pipe.read(errors, into: &chunk)
        guard count > 0 else {
            close(errors)
            errors = -1
            return false
        }
        lastProgress = .now
        standardError.append(contentsOf: chunk[0..<count])
        return true
    }

    /// Reads the worker's replies; false at the end of its output.
    func readReplies(into chunk: inout [UInt8]) -> Bool {
        guard output >= 0 else { return false }
        let count = Pipe.read(output, into: &chunk)
        guard count > 0 else { return false }
        lastProgress = .now
        replies.append(chunk[0..<count])
        return true
    }

    /// Counts the requests the worker has started since last read, without waiting.
    ///
    /// Read as its replies come, so that the pipe never fills (a byte a request: 64 KB is
    /// 65,536 requests), and once more when it ended.
    func readProgress() {
        guard progress >= 0 else { return }
        var chunk = [UInt8](repeating: 0, count: 256)
        while case let count = Pipe.read(progress, into: &chunk), count > 0 {
            started += count
        }
    }

    /// Asks the worker to end (an interrupted command, a stalled worker): SIGTERM now,
    /// SIGKILL once its grace is over (`insistIfDue`, `finish`), which reaps it.
    func stop() {
        child.ask()
    }

    /// Kills a worker asked to end that has not, once its grace is over.
    func insistIfDue() {
        child.insistIfDue()
    }

    /// Closes the worker's input, so that it finishes its requests and ends.
    func closeInput() {
        if input >= 0 { close(input); input = -1 }
    }

    /// How the worker ended: closes its pipes, reads the rest of its standard error and
    /// waits for it.
    func finish() -> (signal: Int32?, exitStatus: Int32?) {
        closeInput()
        if output >= 0 { close(output); output = -1 }
        // One asked to end may not (an app that blocks SIGTERM) and keep its error stream
        // open: it is waited for, and killed after its grace, before the stream is read.
        let asked = child.wasAsked ? child.wait() : nil
        var chunk = [UInt8](repeating: 0, count: 4096)
        while readErrors(into: &chunk) {}
        let ended = asked ?? child.wait()
        // Its end of the progress pipe is closed only now: a worker writing to it once it
        // was closed would be ended by SIGPIPE.
        readProgress()
        if progress >= 0 { close(progress); progress = -1 }
        return (ended.signal, ended.exitStatus)
    }

    /// What the worker wrote to standard error.
    var standardErrorText: String { String(decoding: standardError, as: UTF8.self) }

    var outputDescriptor: Int32 { output }
    var errorDescriptor: Int32 { errors }
}
