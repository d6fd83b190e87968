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

/// One worker: a child process running `EXECUTABLE worker`, its three pipes, what it has
/// sent so far, and the requests it has not answered yet, oldest first.
final class WorkerProcess {
    let id: Int
    let pid: pid_t
    /// Its standard input, where requests go.
    private(set) var input: Int32
    /// Its standard output, where replies come from; -1 once it ended.
    private(set) var output: Int32
    /// Its standard error, kept for the runtime's message if it crashes; -1 once it ended.
    private(set) var errors: Int32
    var replies = FrameBuffer()
    private(set) var standardError: [UInt8] = []
    /// Indexes of the jobs sent and not yet answered, in the order sent.
    var inFlight: [Int] = []
    /// When the worker last sent anything, or was given work while idle: the watchdog's clock.
    var lastProgress = ContinuousClock.now
    /// Whether the watchdog ended it for sending nothing too long.
    var isStalled = false

    /// Starts `executable worker`, with the runtime's backtracer off so that a trap ends the
    /// process at once, with only the runtime's own message on standard error.
    init(id: Int, executable: String, arguments: [String]) throws(WorkerPool.StartError) {
        self.id = id
        let (toChild, fromChild, errorsFromChild) = try Self.makePipes()
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, toChild[0], STDIN_FILENO)
        posix_spawn_file_actions_adddup2(&actions, fromChild[1], STDOUT_FILENO)
        posix_spawn_file_actions_adddup2(&actions, errorsFromChild[1], STDERR_FILENO)
        var environment = ProcessInfo.processInfo.environment
        environment["SWIFT_BACKTRACE"] = "enable=no"
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            for pointer in argv { free(pointer) }
            for pointer in envp { free(pointer) }
        }
        // In a process group of its own: a Ctrl-C at the terminal reaches the command, which
        // stops its workers itself (`Interruption`), not each worker in the middle of a reply.
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETPGROUP))
        posix_spawnattr_setpgroup(&attributes, 0)
        var child: pid_t = 0
        let status = posix_spawn(&child, executable, &actions, &attributes, argv, envp)
        close(toChild[0])
        close(fromChild[1])
        close(errorsFromChild[1])
        guard status == 0 else {
            close(toChild[1])
            close(fromChild[0])
            close(errorsFromChild[0])
            throw WorkerPool.StartError(description: "cannot start a worker (\(([executable] + arguments).joined(separator: " "))): \(String(cString: strerror(status)))")
        }
        pid = child
        input = toChild[1]
        output = fromChild[0]
        errors = errorsFromChild[0]
    }

    /// The worker's three pipes (input, output, errors), each `[read end, write end]`, none
    /// inherited by another worker started later (each worker gets only its own).
    private static func makePipes() throws(WorkerPool.StartError) -> ([Int32], [Int32], [Int32]) {
        var pipes: [[Int32]] = []
        for _ in 0..<3 {
            var fds: [Int32] = [-1, -1]
            guard pipe(&fds) == 0 else {
                let reason = String(cString: strerror(errno))
                for fd in pipes.joined() { close(fd) }
                throw WorkerPool.StartError(description: "cannot make a pipe for a worker: \(reason)")
            }
            // Never 0, 1 or 2: with a standard stream closed, `pipe` hands out that number, and
            // the worker's `dup2` onto it would be undone by close-on-exec.
            for side in 0..<2 {
                let moved = fcntl(fds[side], F_DUPFD_CLOEXEC, 3)
                if moved >= 0 {
                    close(fds[side])
                    fds[side] = moved
                }
            }
            pipes.append(fds)
        }
        return (pipes[0], pipes[1], pipes[2])
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

    /// Ends the worker at once (an interrupted command, a stalled worker); `finish` reaps it.
    func stop() {
        _ = kill(pid, SIGKILL)
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
        var chunk = [UInt8](repeating: 0, count: 4096)
        while readErrors(into: &chunk) {}
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0, errno == EINTR {}
        // WIFSIGNALED / WTERMSIG / WEXITSTATUS, which Swift does not import as functions.
        let signal = status & 0x7F
        if signal != 0, signal != 0x7F { return (signal, nil) }
        return (nil, (status >> 8) & 0xFF)
    }

    /// What the worker wrote to standard error.
    var standardErrorText: String { String(decoding: standardError, as: UTF8.self) }

    var outputDescriptor: Int32 { output }
    var errorDescriptor: Int32 { errors }
}
