import DragDropCore
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
    /// The caps on what fragments and example rows may expand to; their nodes count
    /// against `maxNodes`.
    public var expansion: ExpansionLimits

    public init(apps: AppRegistry, maxNodes: Int? = nil, expansion: ExpansionLimits = .init()) {
        self.apps = apps
        self.maxNodes = maxNodes
        self.expansion = expansion
    }

    /// The reader's caps for a file of `count` bytes.
    public func limits(forBytes count: Int) -> YAMLParser.Limits {
        maxNodes.map { YAMLParser.Limits(maxNodes: $0) } ?? .scaled(toBytes: count)
    }

    /// Loads every scenario file named by `paths` (files as given, folders searched).
    public func load(_ paths: [String]) -> LoadResult {
        load(discovered: discover(paths))
    }

    /// Loads the files `discover` found, in this process. Without `keepsScenarios` (a check)
    /// each file's scenarios are let go once it is decoded, its text and document count kept:
    /// their memory is reused by the next file's instead of growing with the suite.
    package func load(discovered: (files: [String], diagnostics: [Diagnostic]), keepsScenarios: Bool = true) -> LoadResult {
        let (files, missing) = discovered
        var library = library(of: files)
        var loaded: [ScenarioFile] = []
        var own: [[Diagnostic]] = []
        var names: [(name: String, location: SourceLocation)] = []
        for path in files {
            let (file, diagnostics) = load(path, library: &library)
            if var file {
                names += file.scenarios.map { ($0.name, $0.location) }
                if !keepsScenarios { file.scenarios = [] }
                loaded.append(file)
            }
            own.append(diagnostics)
        }
        Self.addNamesAcrossFiles(names, paths: files, to: &own)
        var result = Self.assemble(files: loaded, paths: files, own: own, fragments: library.diagnostics, missing: missing)
        result.fragmentSources = library.sources
        return result
    }

    /// The library every file named by `paths` is decoded with, wherever it is decoded.
    package func library(of paths: [String]) -> FragmentLibrary {
        FragmentLibrary(limits: { [self] in limits(forBytes: $0) }, members: paths)
    }

    /// One file, decoded with fragments from `library`: nil when it cannot be read; its own
    /// problems, unsorted (the library keeps those of fragment definitions).
    package func load(_ path: String, library: inout FragmentLibrary) -> (file: ScenarioFile?, diagnostics: [Diagnostic]) {
        switch RegularFile.read(path) {
        case .success(let bytes):
            let (file, diagnostics) = ScenarioFile.decode(bytes, path: path, apps: apps, library: &library, expansion: expansion)
            return (file, diagnostics + Self.goldenDiagnostics(file))
        case .failure(let problem):
            return (nil, [Diagnostic(Self.unreadable(problem.reason), at: Self.wholeFile(path))])
        }
    }

    /// The result of loading `paths` (in path order), whose files decoded to `files` with
    /// `own` problems each, and whose fragment definitions had `fragments` problems: each
    /// shown with its file, or after all files when in none of them; `missing` first.
    ///
    /// Only problems at one place keep their order from `fragments`, so libraries of
    /// several processes may be merged in any order, each file's problems once.
    package static func assemble(files: [ScenarioFile], paths: [String], own: [[Diagnostic]], fragments: [Diagnostic], missing: [Diagnostic]) -> LoadResult {
        // A valid suite, nearly always: nothing to put in order.
        if fragments.isEmpty, own.allSatisfy(\.isEmpty) { return LoadResult(files: files, diagnostics: missing) }
        var own = Dictionary(zip(paths, own)) { first, _ in first }
        var others: [Diagnostic] = []
        for diagnostic in fragments {
            let path = diagnostic.location.file
            if own[path] != nil { own[path, default: []].append(diagnostic) } else { others.append(diagnostic) }
        }
        var result = LoadResult(files: files, diagnostics: missing)
        for path in paths { result.diagnostics += ScenarioFile.sorted(own[path] ?? []) }
        result.diagnostics += ScenarioFile.sorted(others)
        return result
    }

    /// Adds to `own` (by the place of each file in `paths`) an error for each scenario whose
    /// name a scenario of an earlier file has, with a note there: a report, a filter and a
    /// shard tell scenarios apart by name. (A name repeated within one file is that file's
    /// own error already.)
    package static func addNamesAcrossFiles(_ scenarios: [(name: String, location: SourceLocation)], paths: [String], to own: inout [[Diagnostic]]) {
        var first: [String: SourceLocation] = [:]
        var places: [String: Int]?
        for (name, location) in scenarios {
            guard let earlier = first[name] else {
                first[name] = location
                continue
            }
            guard earlier.file != location.file else { continue }
            if places == nil { places = Dictionary(paths.enumerated().map { ($0.element, $0.offset) }) { first, _ in first } }
            guard let index = places?[location.file], own.indices.contains(index) else { continue }
            var diagnostic = Diagnostic(Self.nameInTwoFiles(name, first: earlier.file), at: location)
            diagnostic.notes.append(Diagnostic.Note("the scenario first given this name", at: earlier))
            own[index].append(diagnostic)
        }
    }

    /// The scenario files `paths` name: each file as given, and every `*.yaml` and `*.yml`
    /// under each folder, hidden folders skipped; all sorted by path, each once.
    public func discover(_ paths: [String]) -> (files: [String], diagnostics: [Diagnostic]) {
        var files: [String] = []
        var diagnostics: [Diagnostic] = []
        var linked = false
        let manager = FileManager.default
        for path in paths {
            var isDirectory: ObjCBool = false
            guard manager.fileExists(atPath: path, isDirectory: &isDirectory) else {
                diagnostics.append(Diagnostic(Self.notFound, at: Self.wholeFile(path)))
                continue
            }
            guard isDirectory.boolValue else {
                // A file named one by one (the shell's `suite/*.yaml`) obeys the rule a folder's
                // files obey: a link out of the folder that holds it is not read.
                if let folder = Self.folderLeft(byLink: path) {
                    diagnostics.append(Diagnostic(Self.linkOutside(folder), at: Self.wholeFile(path)))
                } else {
                    files.append(path)
                }
                continue
            }
            let found = scenarioFiles(under: path, root: realPath(path) ?? path, linked: &linked, diagnostics: &diagnostics)
            if found.isEmpty { diagnostics.append(Diagnostic(Self.emptyFolder, at: Self.wholeFile(path))) }
            files += found
        }
        // One path names each file once, unless a folder holds a link to one of its own files:
        // only then, or with several paths, may one file come twice, perhaps spelt two ways
        // (`a.yaml`, `./a.yaml`).
        guard paths.count > 1 || linked else { return (Self.sortedPaths(files), diagnostics) }
        return (Self.onePathPerFile(Self.sortedPaths(Array(Set(files)))), diagnostics)
    }

    /// `sorted` with each file kept once, under the first of its spellings: a file given twice
    /// runs once, as it would be named once in a report.
    static func onePathPerFile(_ sorted: [String]) -> [String] {
        var seen: Set<FileIdentity> = []
        return sorted.filter { path in
            guard let identity = FileIdentity(path: path) else { return true }
            return seen.insert(identity).inserted
        }
    }

    /// `paths` in the order `sorted()` gives.
    static func sortedPaths(_ paths: [String]) -> [String] {
        paths.sorted()
    }

    /// Every `*.yaml` and `*.yml` under `folder` (`root` once its links are resolved): hidden
    /// entries skipped, links to folders not followed (so a link loop cannot run away), and a
    /// link to a file outside the folder not read — a folder someone else filled cannot make
    /// the runner read `/proc/self/environ` or a key file and quote it. A folder that cannot be
    /// listed, or such a link, is a diagnostic, never skipped in silence: a suite must not pass
    /// by losing its files.
    private func scenarioFiles(under folder: String, root: String, linked: inout Bool, diagnostics: inout [Diagnostic]) -> [String] {
        var found: [String] = []
        var pending = [folder.count > 1 && folder.hasSuffix("/") ? String(folder.dropLast()) : folder]
        while let current = pending.popLast() {
            guard let listed = SystemCall.entries(ofFolder: current) else {
                diagnostics.append(Diagnostic(Self.unreadableFolder(AtomicFile.words(errno)), at: Self.wholeFile(current)))
                continue
            }
            // The entry's type comes with its name on most file systems: a file needs no
            // `lstat` of its own, only an entry of unknown type (or a link) does.
            var entries: [(name: String, type: UInt8, isScenario: Bool)] = []
            for entry in listed where entry.name.first != UInt8(ascii: ".") {
                // Read from the bytes: a scenario's name ends in ASCII, whatever comes before.
                let isScenario = entry.name.suffix(5).elementsEqual(".yaml".utf8) || entry.name.suffix(4).elementsEqual(".yml".utf8)
                entries.append((String(decoding: entry.name, as: UTF8.self), entry.type, isScenario))
            }
            for (name, type, isScenario) in entries {
                let path = current + "/" + name
                var mode = Self.mode(ofEntryType: type)
                if mode == nil {
                    var info = stat()
                    guard lstat(path, &info) == 0 else {
                        // Gone since it was listed: reading it says so.
                        if isScenario { found.append(path) }
                        continue
                    }
                    mode = info.st_mode & S_IFMT
                }
                switch mode {
                case S_IFDIR:
                    pending.append(path)
                case S_IFLNK:
                    // A link to a folder is not followed, and is no scenario file either.
                    var target = stat()
                    let toFolder = stat(path, &target) == 0 && target.st_mode & S_IFMT == S_IFDIR
                    guard isScenario, !toFolder else { continue }
                    if let resolved = realPath(path), !ConfinedPath.isInside(resolved, folder: root) {
                        diagnostics.append(Diagnostic(Self.linkOutside(folder), at: Self.wholeFile(path)))
                    } else {
                        found.append(path)
                        linked = true
                    }
                default:
                    if isScenario { found.append(path) }
                }
            }
        }
        return found
    }

    /// The folder holding `path`, as written, when `path` is a symbolic link that leads out
    /// of it; nil for any other file, and for a link that stays inside.
    static func folderLeft(byLink path: String) -> String? {
        var info = stat()
        guard lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFLNK else { return nil }
        let slash = path.lastIndex(of: "/")
        let folder = slash.map { $0 == path.startIndex ? "/" : String(path[..<$0]) } ?? "."
        guard let root = realPath(folder) else { return folder }
        guard let resolved = realPath(path) else { return nil }
        return ConfinedPath.isInside(resolved, folder: root) ? nil : folder
    }

    /// The file type `readdir` gave for an entry, as `lstat`'s `S_IFMT` bits; nil when the
    /// file system did not say, or said something `lstat` must make sure of.
    private static func mode(ofEntryType type: UInt8) -> mode_t? {
        switch Int32(type) {
        case Int32(DT_DIR): S_IFDIR
        case Int32(DT_REG): S_IFREG
        case Int32(DT_LNK): S_IFLNK
        default: nil
        }
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

    static func nameInTwoFiles(_ name: String, first file: String) -> String {
        "scenario name '\(NodeDecoder.excerpt(name))' is taken by a scenario in \(file); names are unique across a suite"
    }

    static let notFound = "no such file or directory"
    static func unreadable(_ reason: String) -> String { "cannot read this file: \(reason)" }
    static func unreadableFolder(_ reason: String) -> String { "cannot read this folder: \(reason)" }
    static let emptyFolder = "no .yaml or .yml files in this folder"
    static func linkOutside(_ folder: String) -> String {
        "this file is a symbolic link to a file outside \(PrintableText.escaped(folder)), so it is not read"
    }
}
