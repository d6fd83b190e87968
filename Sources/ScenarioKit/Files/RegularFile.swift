import Foundation

/// Reads a whole file only when it is a regular file, so a FIFO or a device named `x.yaml`
/// cannot block the run or flood it; failures come back in the system's plain words.
public enum RegularFile {
    public struct Failure: Error, Equatable, Sendable {
        /// `Permission denied`, `Is a directory`, `not a regular file`.
        public var reason: String
    }

    public static func read(_ path: String) -> Result<[UInt8], Failure> {
        var info = stat()
        guard stat(path, &info) == 0 else { return .failure(Failure(reason: AtomicFile.words(errno))) }
        guard info.st_mode & S_IFMT == S_IFREG else {
            return .failure(Failure(reason: info.st_mode & S_IFMT == S_IFDIR ? AtomicFile.words(EISDIR) : "not a regular file"))
        }
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { return .failure(Failure(reason: AtomicFile.words(errno))) }
        defer { close(descriptor) }
        // Read straight into the result, sized to the file and a byte more, so one read
        // usually takes it all and the next says it ended; a file that grows meanwhile is
        // read on, in chunks, to its new end.
        var failure: Int32?
        var ended = false
        let size = Int(clamping: min(max(info.st_size, 0), 1 << 31)) + 1
        var bytes = [UInt8](unsafeUninitializedCapacity: size) { buffer, initialized in
            while initialized < buffer.count, let base = buffer.baseAddress {
                let count = Foundation.read(descriptor, base + initialized, buffer.count - initialized)
                if count < 0 {
                    if errno == EINTR { continue }
                    failure = errno
                    return
                }
                if count == 0 {
                    ended = true
                    return
                }
                initialized += count
            }
        }
        if let failure { return .failure(Failure(reason: AtomicFile.words(failure))) }
        if ended { return .success(bytes) }
        var chunk = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = chunk.withUnsafeMutableBytes { Foundation.read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                return .failure(Failure(reason: AtomicFile.words(errno)))
            }
            if count == 0 { return .success(bytes) }
            bytes += chunk[0..<count]
        }
    }
}
