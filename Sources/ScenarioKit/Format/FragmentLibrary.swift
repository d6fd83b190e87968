import DragDropCore
import Foundation
import YAMLReader

/// The fragments `use` steps may name, by file: those of the files being decoded, and those
/// of other files, read from disk once when first named.
///
/// What a file's fragments are does not depend on which file named it first, so files may be
/// decoded in any order, or in different processes each with its own library, and give the
/// same scenarios and problems: a file is read under its own limits, and a file among those
/// being checked (a member) is read as its own decoding reads it — same spelling of its path
/// in locations, same documents taken as fragments, its YAML errors left to that decoding.
///
/// Problems in a fragment's definition are collected here once per file, however many
/// scenarios use it, and handed to the caller with `diagnostics`; all of one file's are
/// located in that file, so libraries of different processes merge by location.
public struct FragmentLibrary: Sendable {
    /// The reader's caps for a file of a given size in bytes.
    public var limits: @Sendable (Int) -> YAMLParser.Limits
    /// Member files by normalised path: the path as the member is spelt (the first spelling,
    /// in path order, when one file is given twice).
    private let members: [String: String]
    /// Fragments by file path, then by name; a file that could not be read maps to nil.
    private var files: [String: [String: Fragment]?] = [:]
    /// What each fragment file reference came to, by the using file's folder and the path as
    /// written: resolved once, however many steps use it.
    private var confined: [String: Result<String, Problem>] = [:]
    /// Fragments whose definitions have problems, already reported: their uses are not expanded.
    private var broken: Set<String> = []
    /// Problems in fragment definitions and in files read only for their fragments.
    public private(set) var diagnostics: [Diagnostic] = []
    /// The text of every file read for its fragments, by its path as located, for quoting its lines.
    public private(set) var sources: [String: String] = [:]
    /// A stricter rule of the caller's for a fragment file, past the confinement to the using
    /// file's folder: given the path as written and that folder, why it is refused, or nil.
    /// The studio reads fragments only as it opens its own files (`StudioFragmentRule`).
    public var refusal: (@Sendable (_ written: String, _ folder: String) -> String?)?

    /// A library that reads every fragment file under `limits`, and knows no members.
    public init(limits: YAMLParser.Limits = .init()) {
        self.init(limits: { _ in limits })
    }

    /// A library reading each file under `limits` of its size; `members` are the files being
    /// decoded, as their decoding spells them.
    public init(limits: @escaping @Sendable (Int) -> YAMLParser.Limits, members: [String] = []) {
        self.limits = limits
        // Sized once: grown as it filled, it hashed every long path again at each doubling.
        var spellings: [String: String] = .init(minimumCapacity: members.count)
        // The first spelling in path order is the least one: kept as met, rather than the
        // members sorted first, which compared long paths for every library made.
        for path in members {
            let normal = Self.normalise(path)
            if spellings[normal].map({ path < $0 }) ?? true { spellings[normal] = path }
        }
        self.members = spellings
    }

    /// Whether `path`'s fragments are known already.
    func knows(_ path: String) -> Bool { files[Self.normalise(path)] != nil }

    /// Records the fragment documents of a file being decoded. A member spelt otherwise than
    /// as the library knows it is left for `load`, so its locations carry the one spelling.
    mutating func register(_ documents: [Node], path spelling: String) {
        let path = Self.normalise(spelling)
        guard files[path] == nil, members[path].map({ $0 == spelling }) ?? true else { return }
        var decoder = NodeDecoder()
        var fragments: [String: Fragment] = [:]
        for node in documents {
            if let nameNode = node.mapping?[Fragment.Key.fragment.rawValue], let name = nameNode.scalar?.value, fragments[name] != nil {
                decoder.error(Self.duplicateFragment(name), at: nameNode)
                continue
            }
            if let fragment = Fragment.decode(node, &decoder) {
                fragments[fragment.name] = fragment
            } else if let name = node.mapping?[Fragment.Key.fragment.rawValue]?.scalar?.value {
                broken.insert(path + "#" + name)
            }
        }
        files[path] = fragments
        diagnostics += decoder.diagnostics
    }

    /// The fragment `reference` names (`NAME`, or `FILE#NAME` relative to `file`'s folder),
    /// or why there is none.
    mutating func fragment(_ reference: String, from file: String) -> Result<(fragment: Fragment, file: String), Problem> {
        let parts = reference.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
        let path: String
        let name: String
        if parts.count == 2 {
            switch confine(parts[0], from: file) {
            case .success(let confined): path = confined
            case .failure(let problem): return .failure(problem)
            }
            name = parts[1]
        } else {
            path = Self.normalise(file)
            name = reference
            // The using file itself, read already; known under another spelling when it is a
            // member given twice.
            if files[path] == nil { load(path, reading: file) }
        }
        guard let known = files[path], let fragments = known else {
            return .failure(.message(Self.cannotRead(parts.count == 2 ? parts[0] : path)))
        }
        if broken.contains(path + "#" + name) { return .failure(.reported) }
        guard let fragment = fragments[name] else {
            let names = fragments.keys.sorted()
            let place = parts.count == 2 ? " in \(PrintableText.escaped(parts[0]))" : " in this file"
            let base = "no fragment '\(NodeDecoder.excerpt(name))'\(place)"
            if names.isEmpty { return .failure(.message(base + "; it defines none")) }
            return .failure(.message(base + Suggestion.hint(for: name, in: names)))
        }
        return .success((fragment, path))
    }

    /// The key of the fragment file `written` names from `file`, its fragments loaded; a
    /// refusal when it leads outside `file`'s folder (by `..`, an absolute path or a link),
    /// is no YAML file, or is not a regular file — so a scenario someone else wrote cannot
    /// make the runner read, and quote, a file the user never pointed it at.
    private mutating func confine(_ written: String, from file: String) -> Result<String, Problem> {
        let folder = (file as NSString).deletingLastPathComponent
        let question = folder + "\u{0}" + written
        if let answer = confined[question] { return answer }
        let answer: Result<String, Problem>
        if let refused = refusal?(written, folder) {
            answer = .failure(.message(refused))
        } else {
        switch ConfinedPath.resolve(written, inFolderOf: file, what: "fragment file", folderName: "this file's folder") {
        case .failure(let refusal):
            answer = .failure(.message(refusal.message))
        case .success(let resolved):
            let path = Self.normalise(folder.isEmpty ? written : folder + "/" + written)
            if !(written.hasSuffix(".yaml") || written.hasSuffix(".yml")) {
                answer = .failure(.message(Self.notYAML(written)))
            } else if !resolved.exists {
                answer = .failure(.message(Self.cannotRead(written)))
            } else {
                if files[path] == nil { load(path, reading: resolved.resolved) }
                answer = .success(path)
            }
        }
        }
        confined[question] = answer
        return answer
    }

    /// Reads a file named by `use` steps (from `resolved`, its confined path): a member as its
    /// own decoding reads it (its YAML errors are that decoding's to report), any other file
    /// for its fragments alone.
    private mutating func load(_ path: String, reading resolved: String) {
        let member = members[path]
        let spelling = member ?? path
        // Only a regular file is read: a FIFO named by `use` must not block the check.
        guard case .success(let data) = RegularFile.read(resolved) else {
            files[path] = .some(nil)
            return
        }
        var documents: [Node] = []
        for result in YAMLParser(limits: limits(data.count)).documents(in: data, file: spelling) {
            switch result {
            case .failure(let error):
                if member == nil { diagnostics.append(Diagnostic(error.message, at: error.location)) }
            case .success(let document):
                let isFragment = member == nil ? document.root.mapping?[Fragment.Key.fragment.rawValue] != nil : ScenarioFile.isFragment(document.root)
                if isFragment { documents.append(document.root) }
            }
        }
        sources[spelling] = String(decoding: data.dropFirst(YAMLParser.byteOrderMarkLength(data)), as: UTF8.self)
        register(documents, path: spelling)
    }

    /// `a/./b/../c.yaml` as `a/c.yaml`, so one file is one key however it is reached.
    static func normalise(_ path: String) -> String {
        // Most paths are normal already: a scan of their bytes, no parts made.
        if isNormal(path) { return path }
        var parts: [Substring] = []
        for part in path.split(separator: "/", omittingEmptySubsequences: true) {
            if part == "." { continue }
            if part == "..", let last = parts.last, last != ".." { parts.removeLast(); continue }
            parts.append(part)
        }
        return (path.hasPrefix("/") ? "/" : "") + parts.joined(separator: "/")
    }

    /// Whether `normalise` gives `path` back: no empty or `.` part, and `..` only before
    /// any other part.
    private static func isNormal(_ path: String) -> Bool {
        var length = 0, dots = 0, index = 0, onlyParents = true
        for byte in path.utf8 {
            if byte == UInt8(ascii: "/") {
                // A leading slash is the root, not the end of an empty part.
                if index > 0, !endsNormalPart(length: length, dots: dots, onlyParents: &onlyParents) { return false }
                length = 0
                dots = 0
            } else {
                length += 1
                if byte == UInt8(ascii: ".") { dots += 1 }
            }
            index += 1
        }
        return index > 0 && endsNormalPart(length: length, dots: dots, onlyParents: &onlyParents)
    }

    private static func endsNormalPart(length: Int, dots: Int, onlyParents: inout Bool) -> Bool {
        if length == 0 || (length == 1 && dots == 1) { return false }
        if length == 2, dots == 2 { return onlyParents }
        onlyParents = false
        return true
    }

    public enum Problem: Error, Equatable {
        case message(String)
        /// The fragment's definition has problems, reported where they are.
        case reported
    }

    static func duplicateFragment(_ name: String) -> String {
        "duplicate fragment name '\(NodeDecoder.excerpt(name))'"
    }

    static func notYAML(_ path: String) -> String {
        "fragment file '\(NodeDecoder.excerpt(path))' is not a .yaml or .yml file"
    }

    static func cannotRead(_ path: String) -> String {
        "cannot read fragment file '\(NodeDecoder.excerpt(path))'"
    }
}

