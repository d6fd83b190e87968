import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A child process started with explicit hygiene, and ended by asking first: the one way the
/// command's workers, the benchmark's timed commands and the tests' programs are started.
///
/// The child starts as if from a shell, whatever this process has done to itself: an empty
/// signal mask and every signal's default disposition (a parent that blocks SIGTERM on a
/// thread, or ignores SIGPIPE, passes neither on), and no descriptor but the ones it is
/// given (a worker must not hold another worker's pipe open, nor a file being replaced).
/// `stop` sends SIGTERM and waits a grace period before SIGKILL.
public final class ChildSpawn {
    /// Where one of the child's descriptors comes from.
    public enum Source: Sendable {
        /// A descriptor of this process, duplicated.
        case descriptor(Int32)
        /// A file opened for the child (`/dev/null`, an output file).
        case file(String, flags: Int32, mode: mode_t = 0o644)
        /// Another of the child's descriptors, once it is set (`2>&1`).
        case sameAs(Int32)
    }

    /// How the child ended.
    public struct Termination: Equatable, Sendable {
        /// The signal that ended it, or nil when it exited.
        public var signal: Int32?
        /// Its exit status when no signal ended it.
        public var exitStatus: Int32?

        /// As a shell shows it: the exit status, or 128 + the signal.
        public var shellStatus: Int32 { signal.map { 128 + $0 } ?? exitStatus ?? 0 }

        public init(signal: Int32? = nil, exitStatus: Int32? = nil) {
            self.signal = signal
            self.exitStatus = exitStatus
        }

        init(waitStatus status: Int32) {
            // WIFSIGNALED / WTERMSIG / WEXITSTATUS, which Swift does not import as functions.
            let signal = status & 0x7F
            if signal != 0, signal != 0x7F {
                self.signal = signal
            } else {
                exitStatus = (status >> 8) & 0xFF
            }
        }
    }

    /// Why a child could not start.
    public struct Failure: Error, CustomStringConvertible {
        public var description: String
    }

    public let pid: pid_t
    /// Whether the child leads a process group of its own: then `ask`, `insistIfDue` and
    /// `stop` reach the whole group (a build's compilers, a test binary's workers).
    private let leadsGroup: Bool
    /// How long `stop` waits after SIGTERM before SIGKILL.
    public var grace: Duration = .seconds(2)
    /// When SIGTERM was sent, if it was.
    private var askedAt: ContinuousClock.Instant?
    private var ended: Termination?

    /// Starts `executable arguments…`.
    ///
    /// - Parameters:
    ///   - descriptors: the child's descriptors by number; 0, 1 and 2 not given are this
    ///     process's, and every other is closed. Numbers above 2 follow on from 3 without a
    ///     gap (a gap would keep this process's descriptor of that number open in the child),
    ///     and are not the numbers of any of the sources. Pairs, not a dictionary: the first
    ///     dictionary of descriptors a process made was a twentieth of a worker's start.
    ///   - environment: the whole environment; nil keeps this process's.
    ///   - setting: variables set in the environment kept, replacing this process's
    ///     (a worker's `SWIFT_BACKTRACE`).
    ///   - folder: the working directory; nil keeps this process's.
    ///   - ownProcessGroup: in a process group of its own, so that a Ctrl-C at the terminal
    ///     reaches only this process, which stops the child itself.
    public init(
        _ executable: String, _ arguments: [String], descriptors: KeyValuePairs<Int32, Source> = [:], environment: [String: String]? = nil,
        setting: KeyValuePairs<String, String> = [:], in folder: String? = nil, ownProcessGroup: Bool = false
    ) throws(Failure) {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }

        let given = descriptors.sorted { $0.key < $1.key }
        let above = given.map(\.key).filter { $0 > 2 }
        guard above == Array(3..<(3 + Int32(above.count))) else {
            throw Failure(description: "cannot start \(executable): its descriptors above 2 are not numbered from 3 without a gap (\(above.map(String.init).joined(separator: ", ")))")
        }
        for (number, source) in given {
            switch source {
            case .descriptor(let source): posix_spawn_file_actions_adddup2(&actions, source, number)
            case .file(let path, let flags, let mode): posix_spawn_file_actions_addopen(&actions, number, path, flags, mode)
            case .sameAs: break
            }
        }
        for (number, source) in given {
            if case .sameAs(let other) = source { posix_spawn_file_actions_adddup2(&actions, other, number) }
        }
        if let folder {
            guard let addChdir = Self.addChdir else {
                throw Failure(description: "cannot start \(executable) in \(folder): this system's posix_spawn cannot change folder")
            }
            _ = addChdir(&actions, folder)
        }

        var flags = Int32(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF)
        var empty = sigset_t()
        sigemptyset(&empty)
        posix_spawnattr_setsigmask(&attributes, &empty)
        var every = sigset_t()
        sigfillset(&every)
        posix_spawnattr_setsigdefault(&attributes, &every)
        if ownProcessGroup {
            flags |= Int32(POSIX_SPAWN_SETPGROUP)
            posix_spawnattr_setpgroup(&attributes, 0)
        }
        #if canImport(Glibc)
        // Every descriptor above those it is given closed in the child, after they are set;
        // where the C library cannot, every one of ours is marked close-on-exec instead.
        if let addCloseFrom = Self.addCloseFrom {
            _ = addCloseFrom(&actions, 3 + Int32(above.count))
        } else {
            Self.closeOnExec()
        }
        #elseif canImport(Darwin)
        // Every descriptor not named by an action closed; the standard ones kept.
        flags |= Int32(POSIX_SPAWN_CLOEXEC_DEFAULT)
        for number: Int32 in 0...2 where !descriptors.contains(where: { $0.key == number }) { posix_spawn_file_actions_addinherit_np(&actions, number) }
        #endif
        posix_spawnattr_setflags(&attributes, Int16(flags))

        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        let envp = Self.environment(environment, setting: setting) + [nil]
        defer {
            for pointer in argv { free(pointer) }
            for pointer in envp { free(pointer) }
        }
        var child: pid_t = 0
        let status = posix_spawn(&child, executable, &actions, &attributes, argv, envp)
        guard status == 0 else {
            throw Failure(description: "cannot start \(([executable] + arguments).joined(separator: " ")): \(String(cString: strerror(status)))")
        }
        pid = child
        leadsGroup = ownProcessGroup
    }

    /// The child's environment as `KEY=VALUE` strings, allocated: `environment`, or this
    /// process's, each variable of `setting` set. This process's is copied from `environ`
    /// itself where the C library has it: a dictionary of it (`ProcessInfo`) was a tenth of
    /// the command's instructions in a one-file run.
    private static func environment(_ environment: [String: String]?, setting: KeyValuePairs<String, String>) -> [UnsafeMutablePointer<CChar>?] {
        var entries: [UnsafeMutablePointer<CChar>?] = []
        if let environment {
            for (key, value) in environment where !setting.contains(where: { $0.key == key }) { entries.append(strdup("\(key)=\(value)")) }
        } else {
            #if canImport(Glibc)
            var index = 0
            while let entry = environ[index] {
                index += 1
                let isSet = setting.contains { key, _ in
                    let length = key.utf8.count
                    return strncmp(entry, key, length) == 0 && entry[length] == CChar(UInt8(ascii: "="))
                }
                if !isSet { entries.append(strdup(entry)) }
            }
            #else
            for (key, value) in ProcessInfo.processInfo.environment where !setting.contains(where: { $0.key == key }) { entries.append(strdup("\(key)=\(value)")) }
            #endif
        }
        for (key, value) in setting { entries.append(strdup("\(key)=\(value)")) }
        return entries
    }

    /// Who a signal to the child goes to: its whole group, when it leads one.
    private var signalled: pid_t { leadsGroup ? -pid : pid }

    #if canImport(Glibc)
    /// glibc's `posix_spawn_file_actions_addclosefrom_np` (2.34 on), looked up: its header
    /// declares it for GNU builds only, which Swift's view of it is not.
    private static let addCloseFrom: (@convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>?, Int32) -> Int32)?
        = function("posix_spawn_file_actions_addclosefrom_np")
    /// glibc's `posix_spawn_file_actions_addchdir_np` (2.29 on).
    private static let addChdir: (@convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>?, UnsafePointer<CChar>?) -> Int32)?
        = function("posix_spawn_file_actions_addchdir_np")

    private static func function<Function>(_ name: String) -> Function? {
        guard let symbol = dlsym(dlopen(nil, RTLD_NOW), name) else { return nil }
        return unsafeBitCast(symbol, to: Function.self)
    }

    /// Marks every open descriptor from 3 up close-on-exec, so that no child inherits it.
    private static func closeOnExec() {
        guard let listed = try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd") else { return }
        for name in listed {
            if let descriptor = Int32(name), descriptor > 2 { _ = fcntl(descriptor, F_SETFD, fcntl(descriptor, F_GETFD) | FD_CLOEXEC) }
        }
    }
    #else
    private static let addChdir: ((UnsafeMutablePointer<posix_spawn_file_actions_t>, String) -> Int32)? = { actions, folder in
        posix_spawn_file_actions_addchdir_np(actions, folder)
    }
    #endif

    /// Whether the child has ended, without waiting; it is reaped when it has.
    public func hasEnded() -> Bool {
        if ended != nil { return true }
        var status: Int32 = 0
        let reaped = waitpid(pid, &status, WNOHANG)
        guard reaped == pid else { return false }
        ended = Termination(waitStatus: status)
        return true
    }

    /// Waits for the child to end; after `ask`, at most the grace period before it is killed.
    @discardableResult
    public func wait() -> Termination {
        wait(usage: nil)
    }

    /// `wait`, with the resources the child used.
    public func waitMeasuring() -> (termination: Termination, usage: rusage) {
        var usage = rusage()
        let termination = wait(usage: &usage)
        return (termination, usage)
    }

    private func wait(usage: UnsafeMutablePointer<rusage>?) -> Termination {
        if let ended { return ended }
        if askedAt != nil {
            while !hasEnded(), !insistIfDue() { usleep(10_000) }
            if let ended { return ended }
        }
        var status: Int32 = 0
        while wait4(pid, &status, 0, usage) < 0, errno == EINTR {}
        let termination = Termination(waitStatus: status)
        ended = termination
        return termination
    }

    /// Whether the child was asked to end.
    public var wasAsked: Bool { askedAt != nil }

    /// Asks the child to end (SIGTERM); `wait` kills it once the grace period is over.
    public func ask() {
        guard ended == nil, askedAt == nil else { return }
        askedAt = .now
        _ = kill(signalled, SIGTERM)
    }

    /// Kills the child (SIGKILL) once the grace period since `ask` is over; true once it has.
    @discardableResult
    public func insistIfDue() -> Bool {
        guard ended == nil, let askedAt, ContinuousClock.now - askedAt >= grace else { return false }
        _ = kill(signalled, SIGKILL)
        return true
    }

    /// Asks the child to end, kills it after the grace period, and waits for it; a group's
    /// leader once waited for, what it left in its group is killed.
    @discardableResult
    public func stop() -> Termination {
        ask()
        let termination = wait()
        if leadsGroup { _ = kill(-pid, SIGKILL) }
        return termination
    }
}
