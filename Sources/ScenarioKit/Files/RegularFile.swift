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
        var bytes: [UInt8] = []
        bytes.reserveCapacity(Int(clamping: info.st_size))
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = buffer.withUnsafeMutableBytes { Foundation.read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                return .failure(Failure(reason: AtomicFile.words(errno)))
            }
            if count == 0 { return .success(bytes) }
            bytes += buffer[0..<count]
        }
    }
}
