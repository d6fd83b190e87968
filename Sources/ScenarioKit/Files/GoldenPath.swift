import Foundation

/// Where a golden trace may live, so that a scenario file someone else wrote can never make
/// the runner read or write outside its own folder.
///
/// A golden path is relative to its scenario's folder and stays inside it once `..` and
/// symbolic links are resolved; it names a regular file of UTF-8 text, or nothing yet; and it
/// is not a scenario file (`*.yaml`, `*.yml`, or the scenario's own file).
public struct GoldenPath: Equatable, Sendable {
    /// The path as the scenario wrote it, for messages.
    public var written: String
    /// The resolved absolute path: read and written, never anything else.
    public var resolved: String
    /// Whether a file is there now.
    public var exists: Bool

    /// Resolves `written` against the folder of `scenarioFile`, or says in plain words why
    /// it may not be used.
    public static func resolve(_ written: String, scenarioFile: String) -> Result<GoldenPath, Refusal> {
        guard !written.isEmpty else { return .failure(Refusal("a golden path cannot be empty")) }
        guard !written.hasPrefix("/"), !written.hasPrefix("~") else {
            return .failure(Refusal("golden path '\(written)' must be relative to the scenario's folder"))
        }
        guard !written.utf8.contains(0) else { return .failure(Refusal("golden path '\(written)' contains a NUL character")) }
        let scenarioFolder = (scenarioFile as NSString).deletingLastPathComponent
        guard let folder = realPath(scenarioFolder.isEmpty ? "." : scenarioFolder) else {
            return .failure(Refusal("cannot resolve the scenario's folder"))
        }
        var current = folder
        var missing: [String] = []
        for component in written.split(separator: "/", omittingEmptySubsequences: true).map(String.init) where component != "." {
            if !missing.isEmpty {
                guard component != ".." else {
                    return .failure(Refusal("golden path '\(written)' goes back out of a folder that does not exist"))
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
                    return .failure(Refusal("golden path '\(written)' goes through a symbolic link that leads nowhere"))
                }
                current = target
            } else {
                current = next
            }
        }
        let resolved = ([current] + missing).joined(separator: "/")
        guard resolved.hasPrefix(folder == "/" ? "/" : folder + "/"), resolved != folder else {
            return .failure(Refusal("golden path '\(written)' leads outside the scenario's folder \(scenarioFolder.isEmpty ? "." : scenarioFolder)"))
        }
        let name = (resolved as NSString).lastPathComponent
        if name.hasSuffix(".yaml") || name.hasSuffix(".yml") {
            return .failure(Refusal("golden path '\(written)' names a scenario file; a golden trace is a .trace file beside it"))
        }
        guard missing.isEmpty else { return .success(GoldenPath(written: written, resolved: resolved, exists: false)) }
        if let scenario = FileIdentity(path: scenarioFile), FileIdentity(path: resolved) == scenario {
            return .failure(Refusal("golden path '\(written)' is the scenario file itself"))
        }
        var info = stat()
        guard stat(resolved, &info) == 0 else { return .success(GoldenPath(written: written, resolved: resolved, exists: false)) }
        guard info.st_mode & S_IFMT == S_IFREG else {
            return .failure(Refusal("golden path '\(written)' is not a regular file"))
        }
        return .success(GoldenPath(written: written, resolved: resolved, exists: true))
    }

    /// The golden's text; a refusal when it is not UTF-8 text, so it is never replaced.
    public func read() -> Result<String?, Refusal> {
        var info = stat()
        guard stat(resolved, &info) == 0 else { return .success(nil) }
        guard info.st_mode & S_IFMT == S_IFREG else { return .failure(Refusal("golden path '\(written)' is not a regular file")) }
        guard info.st_size <= Self.maximumBytes else {
            return .failure(Refusal("golden '\(written)' is larger than \(Self.maximumBytes / 1_048_576) MB; it is not a trace"))
        }
        guard let data = FileManager.default.contents(atPath: resolved) else {
            return .failure(Refusal("cannot read golden '\(written)'"))
        }
        guard !data.contains(0), let text = String(data: data, encoding: .utf8) else {
            return .failure(Refusal("golden '\(written)' is not UTF-8 text, so it is left alone; point 'golden' at a .trace file"))
        }
        return .success(text)
    }

    /// A golden trace is text of a few kilobytes; anything this large is something else.
    static let maximumBytes = 64 * 1_048_576

    /// Why a golden path cannot be used.
    public struct Refusal: Error, Equatable, Sendable {
        public var message: String
        init(_ message: String) { self.message = message }
    }
}

/// `realpath(3)`: the absolute path with every link and `..` resolved; nil when it does not exist.
func realPath(_ path: String) -> String? {
    guard let resolved = realpath(path, nil) else { return nil }
    defer { free(resolved) }
    return String(cString: resolved)
}
