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
    @discardableResult
    static func write(_ bytes: [UInt8], to descriptor: Int32) -> Bool {
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
