import DragDropCore
import Foundation

/// A path a scenario file names relative to its own folder — a golden trace, a fragment file —
/// resolved so that it can never lead the runner outside that folder: not by `..`, not by an
/// absolute path, not through a symbolic link, whoever wrote the file.
///
/// Scenario files come from other people (a pull request, a shared suite) and CI prints what
/// the runner reads; a path that could reach `~/.aws/credentials` or `/proc/self/environ`
/// would put their bytes in a public log.
package struct ConfinedPath: Equatable, Sendable {
    /// The folder the path must stay inside, every link resolved.
    package var folder: String
    /// The resolved absolute path: the only path ever read or written.
    package var resolved: String
    /// Whether every component exists (then `resolved` has no link left in it).
    package var exists: Bool

    /// Resolves `written` against the folder of `file`; `what` names the path in refusals
    /// ("golden path", "fragment file") and `folderName` the folder ("the scenario's folder").
    package static func resolve(_ written: String, inFolderOf file: String, what: String, folderName: String) -> Result<ConfinedPath, Refusal> {
        let shown = PrintableText.escaped(written)
        guard !written.isEmpty else { return .failure(Refusal("a \(what) cannot be empty")) }
        guard !written.hasPrefix("/"), !written.hasPrefix("~") else {
            return .failure(Refusal("\(what) '\(shown)' must be relative to \(folderName)"))
        }
        guard !written.utf8.contains(0) else { return .failure(Refusal("\(what) '\(shown)' contains a NUL character")) }
        let writtenFolder = (file as NSString).deletingLastPathComponent
        let shownFolder = writtenFolder.isEmpty ? "." : writtenFolder
        guard let folder = realPath(shownFolder) else {
            return .failure(Refusal("cannot resolve \(folderName)"))
        }
        var current = folder
        var missing: [String] = []
        for component in written.split(separator: "/", omittingEmptySubsequences: true).map(String.init) where component != "." {
            if !missing.isEmpty {
                guard component != ".." else {
                    return .failure(Refusal("\(what) '\(shown)' goes back out of a folder that does not exist"))
                }
                missing.append(component)
                continue
            }
            if component == ".." {
                current = (current as NSString).deletingLastPathComponent
                continue
            }
            let next = current == "/" ? "/" + component : current + "/" + component
            var info = stat()
            guard lstat(next, &info) == 0 else {
                missing.append(component)
                continue
            }
            if info.st_mode & S_IFMT == S_IFLNK {
                guard let target = realPath(next) else {
                    return .failure(Refusal("\(what) '\(shown)' goes through a symbolic link that leads nowhere"))
                }
                current = target
            } else {
                current = next
            }
        }
        let resolved = ([current] + missing).joined(separator: "/")
        guard isInside(resolved, folder: folder) else {
            return .failure(Refusal("\(what) '\(shown)' leads outside \(folderName) \(PrintableText.escaped(shownFolder))"))
        }
        return .success(ConfinedPath(folder: folder, resolved: resolved, exists: missing.isEmpty))
    }

    /// Whether `path` (absolute, links resolved) is strictly inside `folder` (likewise).
    static func isInside(_ path: String, folder: String) -> Bool {
        path != folder && path.hasPrefix(folder == "/" ? "/" : folder + "/")
    }

    /// Why a path cannot be used.
    package struct Refusal: Error, Equatable, Sendable {
        package var message: String
        package init(_ message: String) { self.message = message }
    }
}

/// `realpath(3)`: the absolute path with every link and `..` resolved; nil when it does not exist.
func realPath(_ path: String) -> String? {
    SystemCall.realPath(path)
}
