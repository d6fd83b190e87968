import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// SIGINT and SIGTERM for the command line: while workers run or goldens are written they
/// are noted, not obeyed at once, so that the command stops its workers, waits for them and
/// says which goldens it wrote before it ends — never leaving a worker rewriting goldens
/// behind it, or half a file. At any other moment they end the command as usual.
///
/// Process-wide by nature, so it lives here, at the edge: the libraries never touch signals.
public enum Interruption {
    /// The signal caught, 0 until one is. Written by the handler, read by the command.
    nonisolated(unsafe) private static var caught: sig_atomic_t = 0
    /// How many callers defer signals now; the handler obeys a signal at once when none do.
    nonisolated(unsafe) private static var deferring: sig_atomic_t = 0
    /// A pipe the handler writes a byte to, so that a `poll` waiting for workers wakes.
    nonisolated(unsafe) private static var wakeUp: (read: Int32, write: Int32) = (-1, -1)

    /// Installs the handlers; once, before any worker starts.
    public static func install() {
        guard wakeUp.read < 0 else { return }
        var fds: [Int32] = [-1, -1]
        guard pipe(&fds) == 0 else { return }
        for fd in fds {
            _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
            _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK)
        }
        wakeUp = (fds[0], fds[1])
        // A reader that went away (`| head -1`) makes a write fail with EPIPE, which the
        // command handles, instead of ending it with no word.
        signal(SIGPIPE, SIG_IGN)
        for number in [SIGINT, SIGTERM] {
            var action = sigaction()
            #if canImport(Glibc)
            action.__sigaction_handler.sa_handler = Interruption.handle
            #else
            action.__sigaction_u.__sa_handler = Interruption.handle
            #endif
            sigemptyset(&action.sa_mask)
            action.sa_flags = SA_RESTART
            sigaction(number, &action, nil)
        }
    }

    /// Only async-signal-safe calls: a store, `write`, and `raise` with the default action.
    private static let handle: @convention(c) (Int32) -> Void = { number in
        Interruption.caught = number
        var byte: UInt8 = 1
        _ = write(Interruption.wakeUp.write, &byte, 1)
        if Interruption.deferring == 0 {
            signal(number, SIG_DFL)
            raise(number)
        }
    }

    /// The signal caught while deferring, if any.
    public static var caughtSignal: Int32? { caught == 0 ? nil : caught }

    /// The descriptor that becomes readable when a signal is caught; -1 before `install`.
    static var descriptor: Int32 { wakeUp.read }

    /// Runs `body` with SIGINT and SIGTERM noted, not obeyed; `body` looks at `caughtSignal`.
    public static func deferred<Result, Failure: Error>(_ body: () throws(Failure) -> Result) throws(Failure) -> Result {
        deferring += 1
        defer { deferring -= 1 }
        return try body()
    }

    /// Ends the command as the caught signal would have, after saying so on standard error.
    public static func end(saying message: String) -> Never {
        let number = caught == 0 ? SIGINT : caught
        let name = number == SIGTERM ? "SIGTERM" : "SIGINT"
        FileHandle.standardError.write(Data("dnd-scenario: interrupted (\(name)): \(message)\n".utf8))
        exit(128 + number)
    }
}
