import DragDropCore
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
        // A golden may be written: no file is made whose name would drive the terminal.
        if let problem = AtomicFile.nameProblem(written) {
            return .failure(Refusal("golden path '\(PrintableText.escaped(written))' cannot be used: \(problem)"))
        }
        let confined: ConfinedPath
        switch ConfinedPath.resolve(written, inFolderOf: scenarioFile, what: "golden path", folderName: "the scenario's folder") {
        case .success(let path): confined = path
        case .failure(let refusal): return .failure(Refusal(refusal.message))
        }
        let resolved = confined.resolved
        let name = (resolved as NSString).lastPathComponent
        if name.hasSuffix(".yaml") || name.hasSuffix(".yml") {
            return .failure(Refusal("golden path '\(written)' names a scenario file; a golden trace is a .trace file beside it"))
        }
        guard confined.exists else { return .success(GoldenPath(written: written, resolved: resolved, exists: false)) }
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
