import DragDropCore
import Foundation

/// Writes a whole file or nothing: the bytes go to a new temporary file in the same folder,
/// which is then renamed over the destination, so a reader never sees half a file and an
/// interrupted run leaves the old one intact.
///
/// The temporary file is created exclusively and never follows a symbolic link, so a link
/// planted under its name cannot redirect the write. Failures come back in plain words. No
/// file is made whose path holds a control character: shown, it would drive the terminal.
public enum AtomicFile {
    public struct Failure: Error, Equatable, Sendable, CustomStringConvertible {
        public var path: String
        public var reason: String
        public var description: String { "cannot write \(PrintableText.escaped(path)): \(reason)" }
    }

    /// Writes `bytes` to `path`, creating missing folders only when `createFolders` is set.
    public static func write(_ bytes: some Collection<UInt8>, to path: String, createFolders: Bool = false) throws(Failure) {
        if let problem = nameProblem(path) { throw Failure(path: path, reason: problem) }
        let url = URL(fileURLWithPath: path)
        let folder = url.deletingLastPathComponent().path
        if createFolders {
            do {
                try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            } catch {
                throw Failure(path: path, reason: "cannot create the folder \(folder)")
            }
        }
        var mode: mode_t = 0o644
        var existing = stat()
        if stat(path, &existing) == 0 { mode = existing.st_mode & 0o777 }
        let name = url.lastPathComponent
        var attempt = 0
        var descriptor: Int32 = -1
        var temporary = ""
        repeat {
            temporary = folder + "/." + name + ".\(getpid()).\(attempt).tmp"
            descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, mode)
            attempt += 1
        } while descriptor < 0 && errno == EEXIST && attempt < 100
        guard descriptor >= 0 else { throw Failure(path: path, reason: Self.words(errno)) }
        if let written = SystemCall.write(descriptor, Array(bytes)) {
            close(descriptor)
            unlink(temporary)
            throw Failure(path: path, reason: Self.words(written))
        }
        guard close(descriptor) == 0 else {
            let code = errno
            unlink(temporary)
            throw Failure(path: path, reason: Self.words(code))
        }
        guard rename(temporary, path) == 0 else {
            let code = errno
            unlink(temporary)
            throw Failure(path: path, reason: Self.words(code))
        }
    }

    /// Why no file may be made at `path`: a control character in it, named as it is shown.
    public static func nameProblem(_ path: String) -> String? {
        guard let character = path.unicodeScalars.first(where: PrintableText.needsEscape), let shown = PrintableText.escape(character) else { return nil }
        return "its name holds a control character (\(shown)); name it with printable characters only"
    }

    /// `No such file or directory`, `Permission denied`: the system's own words for `code`.
    static func words(_ code: Int32) -> String {
        SystemCall.words(code)
    }
}
