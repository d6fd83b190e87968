import Foundation
import DragDropCore
import ScenarioAppKit
import ScenarioKit
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import YAMLReader

/// An app's reading of `given` is app code that runs in the command's own process, where a
/// trap cannot be isolated, whenever the command decodes its files itself (`check` of one
/// file or with `--jobs 1`; `trace` and `explore`; `run` with `--list`, `--output` or the
/// HTML report, which need the decoded scenarios). While an app
/// reads a `given`, a trap signal ends the process saying where, after the runtime's own
/// message —
/// `FILE:LINE:COLUMN: error: the app 'NAME' trapped reading 'given' (SIGILL); the command stopped here`
/// — and exits 2, as an invalid file does. Any other trap goes on to the handler there was.
///
/// A worker decoding files arms the same notice, ending in `the worker stopped here`: its
/// parent finds it in the worker's standard error (`diagnostic(inWorkerOutput:)`) and reports
/// the file invalid at the `given`, as it would any other problem of the file.
///
/// A signal handler may only use what is already in memory: the message is written into
/// fixed buffers before the app reads, and the handler writes their bytes and exits.
public enum GivenTrapNotice {
    /// The signals a Swift trap or a wild access raises.
    private static let signals: [Int32] = [SIGILL, SIGTRAP, SIGABRT, SIGSEGV, SIGBUS, SIGFPE]

    /// Reads `given` with `read`, a trap in it reported at `location` for `app`.
    /// `inWorker`: the process is a worker, whose parent reads the notice.
    public static func reading<Result>(given location: SourceLocation, app: String, inWorker: Bool = false, _ read: () -> Result) -> Result {
        installOnce()
        // `LOCATION: error: the app 'APP' trapped reading 'given' (`, written into the
        // buffer piece by piece: spelt out as one string first, the location and the
        // message cost more than the rest of arming the notice.
        let buffer = TrapNoticeBuffer.shared
        buffer.count = 0
        buffer.append(location.file)
        buffer.append(":")
        buffer.append(String(location.line))
        buffer.append(":")
        buffer.append(String(location.column))
        buffer.append(": error: the app '")
        buffer.append(app)
        buffer.append("' trapped reading 'given' (")
        buffer.inWorker = inWorker
        buffer.isArmed = 1
        defer { TrapNoticeBuffer.shared.isArmed = 0 }
        return read()
    }

    /// The error a worker's notice in `output` (its standard error) reports: at the `given`,
    /// the notice's words and the runtime's message. Nil when there is no notice.
    public static func diagnostic(inWorkerOutput output: String) -> Diagnostic? {
        let lines = output.split(whereSeparator: \.isNewline)
        guard let line = lines.last(where: { $0.hasSuffix(workerTail) }), let marker = line.range(of: ": error: ") else { return nil }
        // `FILE:LINE:COLUMN`: the file's name may hold colons, the numbers do not.
        let place = line[..<marker.lowerBound].split(separator: ":", omittingEmptySubsequences: false)
        guard place.count >= 3, let lineNumber = Int(place[place.count - 2]), let column = Int(place[place.count - 1]) else { return nil }
        let file = place.dropLast(2).joined(separator: ":")
        var message = String(line[marker.upperBound...].dropLast(workerTail.count - 1))
        if let runtime = ScenarioCrash.runtimeMessage(in: output), !runtime.hasSuffix(workerTail) { message += ": " + runtime }
        return Diagnostic(message, at: SourceLocation(file: file, line: lineNumber, column: column))
    }

    /// How a worker's notice ends, after the signal's name.
    static let workerTail = "); the worker stopped here"

    nonisolated(unsafe) private static var installed = false

    /// Installs the handler for every trap signal, keeping the handlers there were.
    private static func installOnce() {
        guard !installed else { return }
        installed = true
        for signal in signals {
            var action = sigaction()
            #if canImport(Glibc)
            action.__sigaction_handler.sa_handler = handleTrap
            #else
            action.__sigaction_u.__sa_handler = handleTrap
            #endif
            sigemptyset(&action.sa_mask)
            action.sa_flags = 0
            var previous = sigaction()
            if sigaction(signal, &action, &previous) == 0 {
                TrapNoticeBuffer.shared.previous[Int(signal)] = previous
            }
        }
    }
}

/// What the handler needs, allocated once, before any app reads: the message's prefix and
/// the handlers it replaced.
final class TrapNoticeBuffer: @unchecked Sendable {
    static let shared = TrapNoticeBuffer()

    let capacity = 4096
    let bytes: UnsafeMutablePointer<UInt8>
    var count = 0
    /// 1 while an app reads `given`.
    var isArmed: Int32 = 0
    /// Whether the notice is a worker's, for its parent to read.
    var inWorker = false
    /// The handler each signal had before, by signal number.
    var previous: [sigaction] = Array(repeating: sigaction(), count: 65)

    private init() {
        bytes = UnsafeMutablePointer<UInt8>.allocate(capacity: capacity)
    }

    /// Adds `text` after what the buffer holds, cut to the buffer (a path that long is cut,
    /// not overrun).
    func append(_ text: String) {
        // Copied as a block where the text is contiguous: a byte at a time was most of the
        // cost of reading a `given`.
        let copied: Void? = text.utf8.withContiguousStorageIfAvailable { append(bytes: $0) }
        if copied == nil { Array(text.utf8).withUnsafeBufferPointer { append(bytes: $0) } }
    }

    private func append(bytes text: UnsafeBufferPointer<UInt8>) {
        let written = min(text.count, capacity - count)
        guard let base = text.baseAddress, written > 0 else { return }
        (bytes + count).update(from: base, count: written)
        count += written
    }
}

/// The handler: the notice and exit 2 while armed; otherwise the handler there was, by
/// putting it back and returning, so the trapping instruction runs again under it.
private func handleTrap(_ signal: Int32) {
    let buffer = TrapNoticeBuffer.shared
    guard buffer.isArmed == 1 else {
        var previous = buffer.previous[Int(signal)]
        sigaction(signal, &previous, nil)
        return
    }
    _ = write(STDERR_FILENO, buffer.bytes, buffer.count)
    let name: StaticString = switch signal {
    case SIGILL: "SIGILL"
    case SIGTRAP: "SIGTRAP"
    case SIGABRT: "SIGABRT"
    case SIGSEGV: "SIGSEGV"
    case SIGBUS: "SIGBUS"
    default: "SIGFPE"
    }
    _ = write(STDERR_FILENO, name.utf8Start, name.utf8CodeUnitCount)
    let tail: StaticString = buffer.inWorker ? "); the worker stopped here\n" : "); the command stopped here\n"
    _ = write(STDERR_FILENO, tail.utf8Start, tail.utf8CodeUnitCount)
    _exit(2)
}
