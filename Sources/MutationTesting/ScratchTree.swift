import Foundation

/// A copy of the package where mutations are applied, kept between runs so that its own
/// `.build` builds incrementally: only files whose content differs are copied, so the others
/// keep their modification times and their compiled objects stay valid.
public struct ScratchTree: Sendable {
    /// The package being tested.
    public var source: String
    /// The copy.
    public var root: String

    public init(source: String, root: String) {
        self.source = source
        self.root = root
    }

    /// Names never copied, at any depth: version control, build folders, editor state.
    static func isSkipped(_ name: String) -> Bool {
        name == ".git" || name == ".swiftpm" || name.hasPrefix(".build")
    }

    /// Makes the copy equal to the package: copies new and changed files, removes files the
    /// package no longer has (the copy's own `.build` stays). Returns how many files it wrote.
    @discardableResult
    public func sync() throws -> Int {
        let manager = FileManager.default
        try manager.createDirectory(atPath: root, withIntermediateDirectories: true)
        return try sync(folder: "")
    }

    private func sync(folder: String) throws -> Int {
        let manager = FileManager.default
        let from = folder.isEmpty ? source : source + "/" + folder
        let to = folder.isEmpty ? root : root + "/" + folder
        let names = try manager.contentsOfDirectory(atPath: from).filter { !Self.isSkipped($0) }
        var written = 0
        for name in try manager.contentsOfDirectory(atPath: to) where !Self.isSkipped(name) && !names.contains(name) {
            try manager.removeItem(atPath: to + "/" + name)
        }
        for name in names.sorted() {
            let relative = folder.isEmpty ? name : folder + "/" + name
            var isFolder: ObjCBool = false
            guard manager.fileExists(atPath: from + "/" + name, isDirectory: &isFolder) else { continue }
            var copyIsFolder: ObjCBool = false
            let copyExists = manager.fileExists(atPath: to + "/" + name, isDirectory: &copyIsFolder)
            if isFolder.boolValue {
                if copyExists, !copyIsFolder.boolValue { try manager.removeItem(atPath: to + "/" + name) }
                if !copyExists || !copyIsFolder.boolValue { try manager.createDirectory(atPath: to + "/" + name, withIntermediateDirectories: true) }
                written += try sync(folder: relative)
            } else if !copyExists || copyIsFolder.boolValue || !manager.contentsEqual(atPath: from + "/" + name, andPath: to + "/" + name) {
                if copyExists { try manager.removeItem(atPath: to + "/" + name) }
                try manager.copyItem(atPath: from + "/" + name, toPath: to + "/" + name)
                written += 1
            }
        }
        return written
    }

    /// The text of `file` (relative to the root) in the copy.
    public func read(_ file: String) throws -> String {
        try String(contentsOfFile: root + "/" + file, encoding: .utf8)
    }

    /// Replaces the text of `file` in the copy.
    public func write(_ text: String, to file: String) throws {
        try Data(text.utf8).write(to: URL(fileURLWithPath: root + "/" + file), options: .atomic)
    }
}
