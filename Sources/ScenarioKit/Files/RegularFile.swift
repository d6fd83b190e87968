import Foundation

/// Reads a whole file only when it is a regular file, so a FIFO or a device named `x.yaml`
/// cannot block the run or flood it; failures come back in the system's plain words.
public enum RegularFile {
    public struct Failure: Error, Equatable, Sendable {
        /// `Permission denied`, `Is a directory`, `not a regular file`.
        public var reason: String
    }

    /// The most bytes a file read for decoding may hold: far more than any suite's file, far
    /// less than what would take the decoder gigabytes (a sparse file of NULs costs no disk).
    public static let maximumBytes = 64 * 1_048_576

    /// The file's bytes; a failure, before anything is read, when it is larger than
    /// `maximumBytes` — or when it grows past them as it is read.
    public static func read(_ path: String, maximumBytes: Int = maximumBytes) -> Result<[UInt8], Failure> {
        var info = stat()
        guard stat(path, &info) == 0 else { return .failure(Failure(reason: AtomicFile.words(errno))) }
        guard info.st_mode & S_IFMT == S_IFREG else {
            return .failure(Failure(reason: info.st_mode & S_IFMT == S_IFDIR ? AtomicFile.words(EISDIR) : "not a regular file"))
        }
        guard info.st_size <= maximumBytes else { return .failure(Failure(reason: tooLarge(maximumBytes))) }
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { return .failure(Failure(reason: AtomicFile.words(errno))) }
        defer { close(descriptor) }
        // Read straight into the result, sized to the file and a byte more, so one read
        // usually takes it all and the next says it ended; a file that grows meanwhile is
        // read on, in chunks, to its new end.
        let size = Int(clamping: min(max(info.st_size, 0), off_t(maximumBytes))) + 1
        var bytes = [UInt8](repeating: 0, count: size)
        var filled = 0
        while filled < bytes.count {
            let count = SystemCall.read(descriptor, into: &bytes, at: filled)
            if count < 0 {
                if errno == EINTR { continue }
                return .failure(Failure(reason: AtomicFile.words(errno)))
            }
            if count == 0 {
                bytes.removeSubrange(filled...)
                return .success(bytes)
            }
            filled += count
        }
        var chunk = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = SystemCall.read(descriptor, into: &chunk, at: 0)
            if count < 0 {
                if errno == EINTR { continue }
                return .failure(Failure(reason: AtomicFile.words(errno)))
            }
            if count == 0 { return .success(bytes) }
            bytes += chunk[0..<count]
            if bytes.count > maximumBytes { return .failure(Failure(reason: tooLarge(maximumBytes))) }
        }
    }

    static func tooLarge(_ limit: Int) -> String {
        "larger than \(limit) bytes (\(limit / 1_048_576) MB), the most a file read for scenarios may hold"
    }
}
