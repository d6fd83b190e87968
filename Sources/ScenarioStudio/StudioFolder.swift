import Foundation
import ScenarioKit

/// The one folder a studio may read and write: every path the page names is resolved inside
/// it as `use` and goldens are (no `..` out, no absolute path, no symbolic link out), only
/// scenario files (`.yaml`, `.yml`) are read or written, and a save is atomic and never
/// replaces a file the user has not confirmed replacing.
///
/// The page is a web page: whatever else is open in the browser could send it requests, so
/// the folder is the whole of what the studio will touch, whoever asks.
public struct StudioFolder: Sendable {
    /// The folder, every link resolved.
    public let root: String

    /// The folder at `path`; nil when it is not a folder.
    public init?(_ path: String) {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue,
              let real = realpath(path, nil) else { return nil }
        root = String(cString: real)
        free(real)
    }

    /// Why a request about a file was refused, in words the page shows.
    public struct Refusal: Error, Equatable, Sendable {
        public var message: String
        /// Set when the file exists and the save needs the user's confirmation.
        public var needsConfirmation = false
    }

    /// The scenario files under the folder, relative to it, sorted.
    public func scenarioFiles() -> [String] {
        guard let walker = FileManager.default.enumerator(atPath: root) else { return [] }
        var files: [String] = []
        while let next = walker.nextObject() as? String {
            if next.split(separator: "/").contains(where: { $0.hasPrefix(".") }) { continue }
            if Self.isScenarioFile(next) { files.append(next) }
            if files.count >= 10_000 { break }
        }
        return files.sorted()
    }

    /// The absolute path of `relative`, confined to the folder.
    public func resolve(_ relative: String) -> Result<String, Refusal> {
        guard Self.isScenarioFile(relative) else {
            return .failure(Refusal(message: "'\(relative)' is no scenario file: the studio reads and writes only .yaml and .yml files"))
        }
        switch ConfinedPath.resolve(relative, inFolderOf: root + "/studio", what: "path", folderName: "the studio's folder") {
        case .success(let confined): return .success(confined.resolved)
        case .failure(let refusal): return .failure(Refusal(message: refusal.message))
        }
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
        guard stat(path, &info) == 0 else { return "" }
        return "\(info.st_mtim.tv_sec).\(info.st_mtim.tv_nsec).\(info.st_size)"
    }

    /// Writes `text` to `relative` atomically; an existing file is replaced only when
    /// `replacing` is set (the user confirmed it on the page).
    public func save(_ text: String, to relative: String, replacing: Bool) -> Result<String, Refusal> {
        switch resolve(relative) {
        case .failure(let refusal): return .failure(refusal)
        case .success(let path):
            var info = stat()
            if lstat(path, &info) == 0, !replacing {
                return .failure(Refusal(message: "\(relative) exists; replace it?", needsConfirmation: true))
            }
            do {
                try AtomicFile.write(Array(text.utf8), to: path, createFolders: true)
                return .success(relative)
            } catch {
                return .failure(Refusal(message: "cannot save \(relative): \(error.reason)"))
            }
        }
    }

    static func isScenarioFile(_ path: String) -> Bool {
        path.hasSuffix(".yaml") || path.hasSuffix(".yml")
    }
}
