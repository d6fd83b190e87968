import Foundation
import DragDropCore
import ScenarioAppKit
import ScenarioKit
import YAMLReader
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Plain reads and writes on the pipes between a worker and its parent, retried when a
/// signal interrupts them.
enum Pipe {
    /// Writes every byte; false when the other end is gone.
    ///
    /// A write to a pipe whose reader died raises SIGPIPE, which would end whatever process
    /// hosts the pool (a test runner, say) unless it ignores the signal. The command ignores
    /// it at its start (`Interruption.install`); a pool in any other process is kept safe here,
    /// with no process-wide setting: SIGPIPE is blocked on this thread for the write, and one
    /// the write raised is taken back before the thread's mask is restored. (Darwin's pipes
    /// are made not to raise it at all: `WorkerProcess`.)
    @discardableResult
    static func write(_ bytes: [UInt8], to descriptor: Int32) -> Bool {
        #if canImport(Glibc)
        var brokenPipe = sigset_t()
        sigemptyset(&brokenPipe)
        sigaddset(&brokenPipe, SIGPIPE)
        var previous = sigset_t()
        pthread_sigmask(SIG_BLOCK, &brokenPipe, &previous)
        defer {
            if sigismember(&previous, SIGPIPE) == 0 {
                var pending = sigset_t()
                if sigpending(&pending) == 0, sigismember(&pending, SIGPIPE) == 1 {
                    var now = timespec()
                    _ = sigtimedwait(&brokenPipe, nil, &now)
                }
            }
            pthread_sigmask(SIG_SETMASK, &previous, nil)
        }
        #endif
        return writeAll(bytes, to: descriptor)
    }

    private static func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> Bool {
        var written = 0
        while written < bytes.count {
            let count = bytes.withUnsafeBytes { buffer -> Int in
                guard let base = buffer.baseAddress else { return 0 }
                #if canImport(Glibc)
                return Glibc.write(descriptor, base + written, buffer.count - written)
                #else
                return Darwin.write(descriptor, base + written, buffer.count - written)
                #endif
            }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { return false }
            written += count
        }
        return true
    }

    /// Reads what is there (blocking until something is) into `buffer`; 0 at the end of the
    /// stream or on an error.
    static func read(_ descriptor: Int32, into buffer: inout [UInt8]) -> Int {
        while true {
            let count = buffer.withUnsafeMutableBytes { raw -> Int in
                guard let base = raw.baseAddress else { return 0 }
                #if canImport(Glibc)
                return Glibc.read(descriptor, base, raw.count)
                #else
                return Darwin.read(descriptor, base, raw.count)
                #endif
            }
            if count < 0, errno == EINTR { continue }
            return max(0, count)
        }
    }
}
