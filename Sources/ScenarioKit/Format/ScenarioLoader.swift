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
            guard let data = FileManager.default.contents(atPath: path) else {
                own[path, default: []].append(Diagnostic(Self.unreadable, at: Self.wholeFile(path)))
                continue
            }
            // Each file under its own limit (fragment files read for it too).
            library.limits = limits(forBytes: data.count)
            let (file, diagnostics) = ScenarioFile.decode([UInt8](data), path: path, apps: apps, library: &library)
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
            let found = scenarioFiles(under: path)
            if found.isEmpty { diagnostics.append(Diagnostic(Self.emptyFolder, at: Self.wholeFile(path))) }
            files.formUnion(found)
        }
        return (files.sorted(), diagnostics)
    }

    private func scenarioFiles(under folder: String) -> [String] {
        let manager = FileManager.default
        guard let enumerator = manager.enumerator(atPath: folder) else { return [] }
        let base = folder.hasSuffix("/") ? String(folder.dropLast()) : folder
        var found: [String] = []
        while let relative = enumerator.nextObject() as? String {
            let name = relative.split(separator: "/").last.map(String.init) ?? relative
            let path = base + "/" + relative
            var isDirectory: ObjCBool = false
            _ = manager.fileExists(atPath: path, isDirectory: &isDirectory)
            if name.hasPrefix(".") {
                if isDirectory.boolValue { enumerator.skipDescendants() }
                continue
            }
            if !isDirectory.boolValue, name.hasSuffix(".yaml") || name.hasSuffix(".yml") { found.append(path) }
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
    static let unreadable = "cannot read this file"
    static let emptyFolder = "no .yaml or .yml files in this folder"
}
