import Foundation

/// A file as the system knows it (device and inode), so two paths naming the same file —
/// through `..`, a symbolic link or a hard link — are recognised as one.
struct FileIdentity: Hashable, Sendable {
    var device: UInt64
    var inode: UInt64

    /// The file at `path`, following links; nil when there is none.
    init?(path: String) {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        device = UInt64(info.st_dev)
        inode = UInt64(info.st_ino)
    }
}
