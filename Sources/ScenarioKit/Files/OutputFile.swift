import DragDropCore
import Foundation

/// A file the command line writes because the user asked (`--output`, `--emit`): it never
/// replaces an input of the same run — a scenario file, a fragment file or a golden it reads,
/// also when reached through a link — nor anything
/// that is not a regular file, and it is written atomically.
public struct OutputFile: Sendable {
    /// The path as given on the command line, for messages.
    public var path: String
    /// The option that named it, for messages (`--output`).
    public var option: String

    public init(_ path: String, option: String) {
        self.path = path
        self.option = option
    }

    /// The path as messages show it, control characters escaped.
    public var shownPath: String { PrintableText.escaped(path) }

    /// Why writing here would clobber an input of `loaded`, or nil when it may be written.
    public func refusal(inputs loaded: LoadResult) -> String? {
        guard !path.isEmpty else { return "\(option) needs a file name" }
        let path = PrintableText.escaped(self.path)
        if let problem = AtomicFile.nameProblem(self.path) { return "\(option) \(path): \(problem)" }
        var info = stat()
        guard stat(self.path, &info) == 0 else { return nil }
        guard info.st_mode & S_IFMT == S_IFREG else {
            return "\(option) \(path) is not a regular file; leave out \(option) to print to standard output"
        }
        guard let target = FileIdentity(path: self.path) else { return nil }
        for fragmentFile in loaded.fragmentSources.keys.sorted() where FileIdentity(path: fragmentFile) == target {
            return "\(option) \(path) is the fragment file \(PrintableText.escaped(fragmentFile)), which this command reads; choose another file"
        }
        for file in loaded.files {
            if FileIdentity(path: file.path) == target {
                return "\(option) \(path) is the scenario file \(PrintableText.escaped(file.path)), which this command reads; choose another file"
            }
            for scenario in file.scenarios {
                for (written, _) in scenario.goldenReferences {
                    guard case .success(let golden) = GoldenPath.resolve(written, scenarioFile: file.path), golden.exists else { continue }
                    if FileIdentity(path: golden.resolved) == target {
                        return "\(option) \(path) is the golden trace '\(PrintableText.escaped(written))' of \(PrintableText.escaped(file.path)); choose another file"
                    }
                }
            }
        }
        return nil
    }

    /// Why the file cannot be written for want of its folder, or nil: said before the run,
    /// not after a whole suite ran for a report with nowhere to go.
    public var missingFolder: String? {
        let folder = (path as NSString).deletingLastPathComponent
        var info = stat()
        guard folder.isEmpty || (stat(folder, &info) == 0 && info.st_mode & S_IFMT == S_IFDIR) else {
            return "\(option) \(PrintableText.escaped(path)): there is no folder \(PrintableText.escaped(folder)) to write it in"
        }
        return nil
    }

    /// Why writing here would replace one of `reports`, the files `merge` reads, or nil when
    /// it may be written.
    public func refusal(reading reports: [String]) -> String? {
        guard !path.isEmpty else { return "\(option) needs a file name" }
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        guard info.st_mode & S_IFMT == S_IFREG else {
            return "\(option) \(shownPath) is not a regular file; leave out \(option) to print to standard output"
        }
        guard let target = FileIdentity(path: path) else { return nil }
        if let report = reports.first(where: { FileIdentity(path: $0) == target }) {
            return "\(option) \(shownPath) is the report \(PrintableText.escaped(report)), which this command reads; choose another file"
        }
        return nil
    }

    /// Whether something is at the path (a file that might be an input, to be checked).
    public var exists: Bool {
        var info = stat()
        return lstat(path, &info) == 0
    }

    /// Writes `text` atomically; an existing file reached through a link is replaced where it is.
    public func write(_ text: String) throws(AtomicFile.Failure) {
        try AtomicFile.write(Array(text.utf8), to: realPath(path) ?? path)
    }
}
