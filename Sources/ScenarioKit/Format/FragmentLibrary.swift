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
    /// Fragments whose definitions have problems, already reported: their uses are not expanded.
    private var broken: Set<String> = []
    /// Problems in fragment definitions and in files read only for their fragments.
    public private(set) var diagnostics: [Diagnostic] = []
    /// The text of every file read for its fragments, by its path as located, for quoting its lines.
    public private(set) var sources: [String: String] = [:]

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
            guard !parts[0].isEmpty, !parts[0].hasPrefix("/") else { return .failure(.message(Self.absolute(parts[0]))) }
            let folder = (file as NSString).deletingLastPathComponent
            path = Self.normalise(folder.isEmpty ? parts[0] : folder + "/" + parts[0])
            name = parts[1]
        } else {
            path = Self.normalise(file)
            name = reference
        }
        if files[path] == nil { load(path) }
        guard let known = files[path], let fragments = known else {
            return .failure(.message(Self.cannotRead(parts.count == 2 ? parts[0] : path)))
        }
        if broken.contains(path + "#" + name) { return .failure(.reported) }
        guard let fragment = fragments[name] else {
            let names = fragments.keys.sorted()
            let place = parts.count == 2 ? " in \(parts[0])" : " in this file"
            let base = "no fragment '\(NodeDecoder.excerpt(name))'\(place)"
            if names.isEmpty { return .failure(.message(base + "; it defines none")) }
            return .failure(.message(base + Suggestion.hint(for: name, in: names)))
        }
        return .success((fragment, path))
    }

    /// Reads a file named by `use` steps: a member as its own decoding reads it (its YAML
    /// errors are that decoding's to report), any other file for its fragments alone.
    private mutating func load(_ path: String) {
        let member = members[path]
        let spelling = member ?? path
        // Only a regular file is read: a FIFO named by `use` must not block the check.
        guard case .success(let data) = RegularFile.read(spelling) else {
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
        // Read as bytes in place: iterating the String's UTF-8 view cost several times the
        // test, for a path of a hundred bytes read twice for every file.
        var path = path
        return path.withUTF8(isNormal(bytes:))
    }

    private static func isNormal(bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var length = 0, dots = 0, index = 0, onlyParents = true
        for byte in bytes {
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

    static func absolute(_ path: String) -> String {
        "fragment file '\(NodeDecoder.excerpt(path))' must be relative to this file's folder"
    }

    static func cannotRead(_ path: String) -> String {
        "cannot read fragment file '\(NodeDecoder.excerpt(path))'"
    }
}

