import Foundation
import MutationTesting
import Testing

@Suite("The scratch copy of the package")
struct ScratchTreeTests {
    /// A fresh folder under the temporary directory with `files` (relative path: text).
    static func folder(_ files: [String: String]) throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("scratch-tree-\(UInt64.random(in: 0...UInt64.max))").path
        for (file, text) in files {
            let full = path + "/" + file
            try FileManager.default.createDirectory(atPath: (full as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try Data(text.utf8).write(to: URL(fileURLWithPath: full))
        }
        return path
    }

    static func contents(_ path: String) -> String? {
        FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) }
    }

    @Test("the copy takes sources and tests, never version control or build folders")
    func copies() throws {
        let source = try Self.folder([
            "Package.swift": "// p", "Sources/A/A.swift": "a", ".git/HEAD": "ref", ".build/debug/x": "x", ".build-mutate/tree/y": "y",
        ])
        let copy = source + "-copy"
        defer { try? FileManager.default.removeItem(atPath: source); try? FileManager.default.removeItem(atPath: copy) }
        #expect(try ScratchTree(source: source, root: copy).sync() == 2)
        #expect(Self.contents(copy + "/Package.swift") == "// p")
        #expect(Self.contents(copy + "/Sources/A/A.swift") == "a")
        #expect(try FileManager.default.contentsOfDirectory(atPath: copy).sorted() == ["Package.swift", "Sources"])
    }

    @Test("a second sync writes only what changed and removes what went, so the copy's build stays incremental")
    func incremental() throws {
        let source = try Self.folder(["Sources/A/A.swift": "a", "Sources/A/B.swift": "b", "Sources/A/C.swift": "c"])
        let copy = source + "-copy"
        defer { try? FileManager.default.removeItem(atPath: source); try? FileManager.default.removeItem(atPath: copy) }
        let tree = ScratchTree(source: source, root: copy)
        try tree.sync()
        try Data("built".utf8).write(to: URL(fileURLWithPath: copy + "/.build")) // the copy's own build stays
        let old = Date(timeIntervalSince1970: 1_000_000)
        try FileManager.default.setAttributes([.modificationDate: old], ofItemAtPath: copy + "/Sources/A/A.swift")
        try Data("b2".utf8).write(to: URL(fileURLWithPath: source + "/Sources/A/B.swift"))
        try FileManager.default.removeItem(atPath: source + "/Sources/A/C.swift")
        #expect(try tree.sync() == 1)
        #expect(try FileManager.default.attributesOfItem(atPath: copy + "/Sources/A/A.swift")[.modificationDate] as? Date == old)
        #expect(Self.contents(copy + "/Sources/A/B.swift") == "b2")
        #expect(!FileManager.default.fileExists(atPath: copy + "/Sources/A/C.swift"))
        #expect(Self.contents(copy + "/.build") == "built")
    }

    @Test("a mutated file is read and written in the copy, the package itself untouched")
    func readWrite() throws {
        let source = try Self.folder(["Sources/A/A.swift": "let x = 1\n"])
        let copy = source + "-copy"
        defer { try? FileManager.default.removeItem(atPath: source); try? FileManager.default.removeItem(atPath: copy) }
        let tree = ScratchTree(source: source, root: copy)
        try tree.sync()
        try tree.write("let x = 2\n", to: "Sources/A/A.swift")
        #expect(try tree.read("Sources/A/A.swift") == "let x = 2\n")
        #expect(Self.contents(source + "/Sources/A/A.swift") == "let x = 1\n")
    }
}
