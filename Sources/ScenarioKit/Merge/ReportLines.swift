import Foundation

/// A JSON report read a line at a time, from a file of any size or from text: `merge` keeps
/// one line in memory, not the report, so a shard's report is bounded by the disk, not by
/// memory. What bounds malformed input is the line: a report's lines are its header's and one
/// a scenario, and no line may hold more than `maximumLineBytes`.
struct ReportLines {
    /// The most bytes one line may hold: one scenario with its trace and pictures, which the
    /// recording's shape budget keeps to a few megabytes (`Recording.shapeBudget`).
    static let maximumLineBytes = RegularFile.maximumBytes

    private let path: String
    private var descriptor: Int32 = -1
    private var text: [UInt8] = []
    private var buffer: [UInt8] = []
    private var start = 0
    /// Where the search for the next line break goes on: past what was searched already.
    private var scanned = 0
    private var ended = false
    /// The 1-based number of the line `next` returned last.
    private(set) var number = 0

    /// The lines of `text`, as though read from `path`.
    init(text: String, path: String) {
        self.path = path
        self.buffer = Array(text.utf8)
        self.ended = true
    }

    /// The lines of the regular file at `path`; a failure in the system's words when it cannot
    /// be opened or is no regular file (a FIFO or a device would block or flood the merge).
    static func open(_ path: String) -> Result<ReportLines, RegularFile.Failure> {
        var info = stat()
        guard stat(path, &info) == 0 else { return .failure(RegularFile.Failure(reason: AtomicFile.words(errno))) }
        guard info.st_mode & S_IFMT == S_IFREG else {
            return .failure(RegularFile.Failure(reason: info.st_mode & S_IFMT == S_IFDIR ? AtomicFile.words(EISDIR) : "not a regular file"))
        }
        let descriptor = Foundation.open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { return .failure(RegularFile.Failure(reason: AtomicFile.words(errno))) }
        var lines = ReportLines(text: "", path: path)
        lines.descriptor = descriptor
        lines.ended = false
        return .success(lines)
    }

    /// Closes the file; the lines end.
    mutating func close() {
        if descriptor >= 0 { _ = Foundation.close(descriptor) }
        descriptor = -1
        ended = true
    }

    /// The next line without its line break, nil at the end; a problem when it cannot be read
    /// or is longer than `maximumLineBytes`.
    mutating func next() throws(MergeProblem) -> String? {
        while true {
            let end = buffer[max(start, scanned)...].firstIndex(of: UInt8(ascii: "\n")) ?? buffer.count
            guard end - start <= Self.maximumLineBytes else {
                throw MergeProblem(path, line: number + 1, column: 1, "a line longer than \(Self.maximumLineBytes) bytes, more than any scenario's result holds")
            }
            if end < buffer.count {
                let newline = end
                let line = String(decoding: buffer[start..<newline], as: UTF8.self)
                start = newline + 1
                scanned = start
                number += 1
                return line
            }
            scanned = buffer.count
            if ended {
                guard start < buffer.count else { return nil }
                let line = String(decoding: buffer[start...], as: UTF8.self)
                start = buffer.count
                number += 1
                return line
            }
            try fill()
        }
    }

    /// Reads the next chunk of the file behind what is left of the buffer.
    private mutating func fill() throws(MergeProblem) {
        if start > 0 {
            buffer.removeSubrange(0..<start)
            scanned -= start
            start = 0
        }
        var chunk = [UInt8](repeating: 0, count: 1 << 20)
        while true {
            let count = SystemCall.read(descriptor, into: &chunk, at: 0)
            if count < 0 {
                if errno == EINTR { continue }
                let reason = AtomicFile.words(errno)
                close()
                throw MergeProblem(path, "cannot read: \(reason)")
            }
            if count == 0 {
                close()
            } else {
                buffer += chunk[0..<count]
            }
            return
        }
    }
}
