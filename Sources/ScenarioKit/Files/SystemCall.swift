import Foundation

/// The system calls that hand the system memory to fill or read — a file's bytes read and
/// written, a folder's entries, a resolved path, an error's words — with Swift arrays and
/// strings on this side: the module's one door to pointers.
///
/// Invariant: every pointer given to the system is valid for the call and no longer, and
/// the system writes or reads only within it. An array's storage is lent for one call
/// (`withUnsafe…Bytes`), with its own count as the size; a folder entry is read only before
/// the next `readdir` or `closedir`, its name only up to its NUL, within `d_name`; the texts
/// `realpath` and `strerror` return are copied before anything else runs (and the first
/// freed).
enum SystemCall {
    /// Reads from `descriptor` into `bytes` from `offset` to its end: the number of bytes
    /// read, 0 at the end of the file, -1 with `errno` set on failure.
    static func read(_ descriptor: Int32, into bytes: inout [UInt8], at offset: Int) -> Int {
        guard offset >= 0, offset < bytes.count else { return 0 }
        return bytes.withUnsafeMutableBytes { buffer in
            guard let base = buffer.baseAddress else { return 0 }
            return Foundation.read(descriptor, base + offset, buffer.count - offset)
        }
    }

    /// Writes all of `bytes` to `descriptor`, again after a partial write or an interruption:
    /// nil when done, else the error's code.
    static func write(_ descriptor: Int32, _ bytes: [UInt8]) -> Int32? {
        bytes.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                guard let base = buffer.baseAddress else { return nil }
                let count = Foundation.write(descriptor, base + offset, buffer.count - offset)
                if count < 0 {
                    if errno == EINTR { continue }
                    return errno
                }
                offset += count
            }
            return nil
        }
    }

    /// A folder entry as `readdir` gives it: its name's bytes and its type (`DT_…`,
    /// `DT_UNKNOWN` when the file system does not say).
    struct Entry {
        var name: [UInt8]
        var type: UInt8
    }

    /// The entries of the folder at `path`, `.` and `..` included; nil with `errno` set when
    /// it cannot be opened.
    static func entries(ofFolder path: String) -> [Entry]? {
        guard let directory = opendir(path) else { return nil }
        defer { closedir(directory) }
        var entries: [Entry] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in Array(raw.prefix { $0 != 0 }) }
            entries.append(Entry(name: name, type: entry.pointee.d_type))
        }
        return entries
    }

    /// `realpath(3)`: the absolute path with every link and `..` resolved; nil when it does
    /// not exist. The system's copy is copied, then freed.
    static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// The system's words for the error `code`: `Permission denied`.
    static func words(_ code: Int32) -> String {
        String(cString: strerror(code))
    }
}
