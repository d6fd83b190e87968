import Foundation
import ScenarioKit

/// The one folder a studio may read and write, fixed when the studio starts.
///
/// Every path the page names is resolved inside it as `use` and goldens are (no `..` out, no
/// absolute path), and further: only scenario files (`.yaml`, `.yml`) the studio would list
/// are read or written — no hidden file or folder (`.github/…`, `.git/…`), no symbolic link
/// on the way, nothing but a regular file — a save goes only into a folder that exists (the
/// studio creates none), it is atomic, and it never replaces a file unless the user
/// confirmed it. The folder itself is the one the studio started in: when its path now
/// names another folder, or a link, everything is refused.
///
/// The page is a web page: whatever else is open in the browser could send it requests, so
/// the folder is the whole of what the studio will touch, whoever asks.
public struct StudioFolder: Sendable {
    /// The folder, every link resolved.
    public let root: String
    /// The folder's device and inode when the studio started.
    private let device: UInt64
    private let inode: UInt64

    /// The folder at `path`; nil when it is not a folder.
    public init?(_ path: String) {
        guard let real = realpath(path, nil) else { return nil }
        root = String(cString: real)
        free(real)
        var info = stat()
        guard lstat(root, &info) == 0, info.st_mode & S_IFMT == S_IFDIR else { return nil }
        device = UInt64(truncatingIfNeeded: info.st_dev)
        inode = UInt64(truncatingIfNeeded: info.st_ino)
    }

    /// Why a request about a file was refused, in words the page shows.
    public struct Refusal: Error, Equatable, Sendable {
        public var message: String
        /// Set when the file exists and the save needs the user's confirmation.
        public var needsConfirmation = false

        public init(message: String, needsConfirmation: Bool = false) {
            self.message = message
            self.needsConfirmation = needsConfirmation
        }
    }

    /// The scenario files under the folder, relative to it, sorted: regular files only, none
    /// hidden or under a hidden folder, none through a symbolic link.
    public func scenarioFiles() -> [String] {
        guard moved() == nil else { return [] }
        var files: [String] = []
        var folders = [""]
        while let folder = folders.popLast(), files.count < 10_000 {
            let path = folder.isEmpty ? root : root + "/" + folder
            guard let names = try? FileManager.default.contentsOfDirectory(atPath: path) else { continue }
            for name in names where !name.hasPrefix(".") {
                let relative = folder.isEmpty ? name : folder + "/" + name
                var info = stat()
                guard lstat(root + "/" + relative, &info) == 0 else { continue }
                switch info.st_mode & S_IFMT {
                case S_IFDIR where relative.split(separator: "/").count < 32: folders.append(relative)
                case S_IFREG where Self.isScenarioFile(name): files.append(relative)
                default: continue
                }
            }
        }
        return files.sorted()
    }

    /// The absolute path of `relative`, confined to the folder: a scenario file's name, no
    /// hidden component, no link on the way, and, when it exists, a regular file.
    public func resolve(_ relative: String) -> Result<String, Refusal> {
        if let moved = moved() { return .failure(moved) }
        guard Self.isScenarioFile(relative) else {
            return .failure(Refusal(message: "'\(relative)' is no scenario file: the studio reads and writes only .yaml and .yml files"))
        }
        let components = relative.split(separator: "/").map(String.init)
        if let hidden = components.first(where: { $0.hasPrefix(".") && $0 != "." && $0 != ".." }) {
            return .failure(Refusal(message: "'\(relative)' names the hidden '\(hidden)': the studio reads and writes no hidden file or folder"))
        }
        switch ConfinedPath.resolve(relative, inFolderOf: root + "/studio", what: "path", folderName: "the studio's folder") {
        case .failure(let refusal): return .failure(Refusal(message: refusal.message))
        case .success: break
        }
        // Confined, so every `..` stays inside: the components as written, `..` applied.
        var written: [String] = []
        for component in components where component != "." {
            if component != ".." { written.append(component); continue }
            guard written.popLast() != nil else {
                return .failure(Refusal(message: "'\(relative)' leads outside the studio's folder"))
            }
        }
        guard !written.isEmpty else { return .failure(Refusal(message: "'\(relative)' names no file")) }
        var walked: [String] = []
        for (index, component) in written.enumerated() {
            walked.append(component)
            let shown = walked.joined(separator: "/")
            var info = stat()
            guard lstat(root + "/" + shown, &info) == 0 else { break }
            switch info.st_mode & S_IFMT {
            case S_IFLNK:
                return .failure(Refusal(message: "'\(relative)' goes through the symbolic link '\(shown)': the studio reads and writes only the files it lists"))
            case S_IFDIR where index < written.count - 1, S_IFREG where index == written.count - 1:
                continue
            default:
                return .failure(Refusal(message: index < written.count - 1 ? "'\(relative)': '\(shown)' is no folder" : "'\(relative)' is no regular file: the studio reads and writes only the files it lists"))
            }
        }
        return .success(root + "/" + written.joined(separator: "/"))
    }

    /// The text of the scenario file `relative`, at most `limit` bytes.
    public func read(_ relative: String, limit: Int) -> Result<String, Refusal> {
        switch resolve(relative) {
        case .failure(let refusal): return .failure(refusal)
        case .success(let path):
            switch RegularFile.read(path, maximumBytes: limit) {
            case .success(let bytes): return .success(String(decoding: bytes, as: UTF8.self))
            case .failure(let failure): return .failure(Refusal(message: "cannot read \(relative): \(failure.reason)"))
            }
        }
    }

    /// When `relative` last changed, as a token the page compares: empty when it is not there.
    public func stamp(_ relative: String) -> String {
        guard case .success(let path) = resolve(relative) else { return "" }
        var info = stat()
        guard lstat(path, &info) == 0 else { return "" }
        #if canImport(Darwin)
        let changed = info.st_mtimespec
        #else
        let changed = info.st_mtim
        #endif
        return "\(changed.tv_sec).\(changed.tv_nsec).\(info.st_size).\(info.st_ino)"
    }

    /// Writes `text` to `relative` atomically, into a folder that exists; an existing file is
    /// replaced only when `replacing` is set (the user confirmed it, `StudioConfirmations`).
    public func save(_ text: String, to relative: String, replacing: Bool) -> Result<String, Refusal> {
        switch resolve(relative) {
        case .failure(let refusal): return .failure(refusal)
        case .success(let path):
            let parent = (path as NSString).deletingLastPathComponent
            var info = stat()
            guard lstat(parent, &info) == 0, info.st_mode & S_IFMT == S_IFDIR else {
                let shown = parent == root ? "." : String(parent.dropFirst(root.count + 1))
                return .failure(Refusal(message: "cannot save \(relative): the folder '\(shown)' does not exist, and the studio creates no folders; create it first"))
            }
            if lstat(path, &info) == 0, !replacing {
                return .failure(Refusal(message: "\(relative) exists; replace it?", needsConfirmation: true))
            }
            do {
                try AtomicFile.write(Array(text.utf8), to: path, createFolders: false)
                return .success(relative)
            } catch {
                return .failure(Refusal(message: "cannot save \(relative): \(error.reason)"))
            }
        }
    }

    /// Why nothing may be touched when the folder's path no longer names the folder the
    /// studio started in (renamed away, replaced, or swapped for a link); nil while it does.
    func moved() -> Refusal? {
        var info = stat()
        guard lstat(root, &info) == 0, info.st_mode & S_IFMT == S_IFDIR, UInt64(truncatingIfNeeded: info.st_dev) == device, UInt64(truncatingIfNeeded: info.st_ino) == inode else {
            return Refusal(message: "\(root) is no longer the folder the studio started in (moved, replaced or swapped for a link): the studio touches nothing there; restart it")
        }
        return nil
    }

    static func isScenarioFile(_ path: String) -> Bool {
        path.hasSuffix(".yaml") || path.hasSuffix(".yml")
    }
}
