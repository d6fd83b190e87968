import Foundation
import ScenarioAppKit
import YAMLReader

/// Finds scenario files under the paths given and decodes them, for `check` and `run` alike.
public struct ScenarioLoader: Sendable {
    /// The apps `app: NAME` may pick.
    public var apps: AppRegistry
    /// The most nodes one file may hold, aliases expanded; nil scales the limit to each file
    /// (`YAMLParser.Limits.scaled`), so a valid file of any size is read to the end.
    public var maxNodes: Int?

    public init(apps: AppRegistry, maxNodes: Int? = nil) {
        self.apps = apps
        self.maxNodes = maxNodes
    }

    /// The reader's caps for a file of `count` bytes.
    public func limits(forBytes count: Int) -> YAMLParser.Limits {
        maxNodes.map { YAMLParser.Limits(maxNodes: $0) } ?? .scaled(toBytes: count)
    }

    /// Loads every scenario file named by `paths` (files as given, folders searched).
    public func load(_ paths: [String]) -> LoadResult {
        let (files, missing) = discover(paths)
        var result = LoadResult(files: [], diagnostics: missing)
        var library = FragmentLibrary(limits: limits(forBytes: 0))
        var own: [String: [Diagnostic]] = [:]
        for path in files {
            let bytes: [UInt8]
            switch RegularFile.read(path) {
            case .success(let read): bytes = read
            case .failure(let problem):
                own[path, default: []].append(Diagnostic(Self.unreadable(problem.reason), at: Self.wholeFile(path)))
                continue
            }
            // Each file under its own limit (fragment files read for it too).
            library.limits = limits(forBytes: bytes.count)
            let (file, diagnostics) = ScenarioFile.decode(bytes, path: path, apps: apps, library: &library)
            result.files.append(file)
            own[path, default: []] += diagnostics + Self.goldenDiagnostics(file)
        }
        // Problems in fragment definitions are the library's, once each: shown with their file.
        var others: [Diagnostic] = []
        for diagnostic in library.diagnostics {
            let path = diagnostic.location.file
            if own[path] != nil { own[path, default: []].append(diagnostic) } else { others.append(diagnostic) }
        }
        for path in files { result.diagnostics += ScenarioFile.sorted(own[path] ?? []) }
        result.diagnostics += ScenarioFile.sorted(others)
        result.fragmentSources = library.sources
        return result
    }

    /// The scenario files `paths` name: each file as given, and every `*.yaml` and `*.yml`
    /// under each folder, hidden folders skipped; all sorted by path, each once.
    public func discover(_ paths: [String]) -> (files: [String], diagnostics: [Diagnostic]) {
        var files: Set<String> = []
        var diagnostics: [Diagnostic] = []
        let manager = FileManager.default
        for path in paths {
            var isDirectory: ObjCBool = false
            guard manager.fileExists(atPath: path, isDirectory: &isDirectory) else {
                diagnostics.append(Diagnostic(Self.notFound, at: Self.wholeFile(path)))
                continue
            }
            guard isDirectory.boolValue else {
                files.insert(path)
                continue
            }
            let found = scenarioFiles(under: path, diagnostics: &diagnostics)
            if found.isEmpty { diagnostics.append(Diagnostic(Self.emptyFolder, at: Self.wholeFile(path))) }
            files.formUnion(found)
        }
        return (files.sorted(), diagnostics)
    }

    /// Every `*.yaml` and `*.yml` under `folder`: hidden entries skipped, links to folders
    /// not followed (so a link loop cannot run away). A folder that cannot be listed is a
    /// diagnostic, never skipped in silence: a suite must not pass by losing its files.
    private func scenarioFiles(under folder: String, diagnostics: inout [Diagnostic]) -> [String] {
        var found: [String] = []
        var pending = [folder.count > 1 && folder.hasSuffix("/") ? String(folder.dropLast()) : folder]
        while let current = pending.popLast() {
            guard let directory = opendir(current) else {
                diagnostics.append(Diagnostic(Self.unreadableFolder(AtomicFile.words(errno)), at: Self.wholeFile(current)))
                continue
            }
            var names: [String] = []
            while let entry = readdir(directory) {
                let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
                if !name.hasPrefix(".") { names.append(name) }
            }
            closedir(directory)
            for name in names {
                let path = current + "/" + name
                let isScenario = name.hasSuffix(".yaml") || name.hasSuffix(".yml")
                var info = stat()
                guard lstat(path, &info) == 0 else {
                    // Gone since it was listed: reading it says so.
                    if isScenario { found.append(path) }
                    continue
                }
                switch info.st_mode & S_IFMT {
                case S_IFDIR:
                    pending.append(path)
                case S_IFLNK:
                    // A link to a folder is not followed, and is no scenario file either.
                    var target = stat()
                    let toFolder = stat(path, &target) == 0 && target.st_mode & S_IFMT == S_IFDIR
                    if isScenario, !toFolder { found.append(path) }
                default:
                    if isScenario { found.append(path) }
                }
            }
        }
        return found
    }

    /// Golden paths that may not be used (outside the folder, not a text file, a scenario
    /// file): refused when the file is checked, before anything runs or is written.
    static func goldenDiagnostics(_ file: ScenarioFile) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for scenario in file.scenarios {
            for (written, location) in scenario.goldenReferences {
                if case .failure(let refusal) = GoldenPath.resolve(written, scenarioFile: file.path) {
                    diagnostics.append(Diagnostic(refusal.message, at: location))
                }
            }
        }
        return diagnostics
    }

    private static func wholeFile(_ path: String) -> SourceLocation {
        SourceLocation(file: path, line: 0, column: 0)
    }

    static let notFound = "no such file or directory"
    static func unreadable(_ reason: String) -> String { "cannot read this file: \(reason)" }
    static func unreadableFolder(_ reason: String) -> String { "cannot read this folder: \(reason)" }
    static let emptyFolder = "no .yaml or .yml files in this folder"
}
