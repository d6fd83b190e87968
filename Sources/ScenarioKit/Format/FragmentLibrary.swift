import Foundation
import YAMLReader

/// The fragments `use` steps may name, by file: those of the files being decoded, and those
/// of other files, read from disk once when first named.
///
/// Problems in a fragment's definition are collected here once per file, however many
/// scenarios use it, and handed to the caller with `diagnostics`.
public struct FragmentLibrary: Sendable {
    public var limits: YAMLParser.Limits
    /// Fragments by file path, then by name; a file that could not be read maps to nil.
    private var files: [String: [String: Fragment]?] = [:]
    /// Fragments whose definitions have problems, already reported: their uses are not expanded.
    private var broken: Set<String> = []
    /// Problems in fragment definitions and in files read only for their fragments.
    public private(set) var diagnostics: [Diagnostic] = []
    /// The text of every file read only for its fragments, for quoting its lines.
    public private(set) var sources: [String: String] = [:]

    public init(limits: YAMLParser.Limits = .init()) {
        self.limits = limits
    }

    /// Whether `path`'s fragments are known already.
    func knows(_ path: String) -> Bool { files[Self.normalise(path)] != nil }

    /// Records the fragment documents of a file being decoded.
    mutating func register(_ documents: [Node], path: String) {
        let path = Self.normalise(path)
        guard files[path] == nil else { return }
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

    /// Reads a file named only by `use` steps; its scenarios are not run.
    private mutating func load(_ path: String) {
        // Only a regular file is read: a FIFO named by `use` must not block the check.
        guard case .success(let data) = RegularFile.read(path) else {
            files[path] = .some(nil)
            return
        }
        var documents: [Node] = []
        for result in YAMLParser(limits: limits).documents(in: data, file: path) {
            switch result {
            case .failure(let error): diagnostics.append(Diagnostic(error.message, at: error.location))
            case .success(let document):
                if document.root.mapping?[Fragment.Key.fragment.rawValue] != nil { documents.append(document.root) }
            }
        }
        sources[path] = String(decoding: data.dropFirst(YAMLParser.byteOrderMarkLength(data)), as: UTF8.self)
        register(documents, path: path)
    }

    /// `a/./b/../c.yaml` as `a/c.yaml`, so one file is one key however it is reached.
    static func normalise(_ path: String) -> String {
        var parts: [Substring] = []
        for part in path.split(separator: "/", omittingEmptySubsequences: true) {
            if part == "." { continue }
            if part == "..", let last = parts.last, last != ".." { parts.removeLast(); continue }
            parts.append(part)
        }
        return (path.hasPrefix("/") ? "/" : "") + parts.joined(separator: "/")
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

