import Foundation
import GalleryCore
import ScenarioKit
import ScenarioTestSupport
import Testing

/// What the project ships — the README, docs, scenario files and their READMEs, the examples,
/// the JSON Schema — names no file outside the repository: the working notes the engine was
/// built from (the apps and scenario-format notes, a `shared` folder beside the repository)
/// are not in it, so a reader sent there finds nothing (issue 29). The lifecycle is, as
/// docs/LIFECYCLE.md.
@Suite("Files outside the repository")
struct OutsideFilesTests {
    /// The working notes' names, and any path into a folder beside the repository.
    static let pattern = #"(?<![A-Za-z-])(APPS|SCENARIOS)\.md|\bLIFECYCLE\b(?!\.md)|\.\./shared\b|/work/shared\b"#

    /// Every text file of what is shipped, by path from the package root; hidden folders (a
    /// build folder in an example package) and binary files are left out.
    static func shippedTexts() throws -> [(path: String, text: String)] {
        let manager = FileManager.default
        var texts: [(String, String)] = []
        for top in ["README.md", "docs", "Scenarios", "Examples"] {
            let root = PackagePaths.root + "/" + top
            var isFolder: ObjCBool = false
            guard manager.fileExists(atPath: root, isDirectory: &isFolder) else { continue }
            let paths = isFolder.boolValue ? (manager.enumerator(atPath: root)?.compactMap { $0 as? String } ?? []).map { top + "/" + $0 } : [top]
            for path in paths where !path.split(separator: "/").contains(where: { $0.hasPrefix(".") }) {
                let full = PackagePaths.root + "/" + path
                var isDirectory: ObjCBool = false
                guard manager.fileExists(atPath: full, isDirectory: &isDirectory), !isDirectory.boolValue,
                      let data = manager.contents(atPath: full), !data.contains(0),
                      let text = String(data: data, encoding: .utf8) else { continue }
                texts.append((path, text))
            }
        }
        return texts
    }

    static func mentions(in text: String) throws -> [String] {
        let outside = try NSRegularExpression(pattern: pattern)
        let lines = text.components(separatedBy: "\n")
        return lines.enumerated().compactMap { number, line in
            let range = NSRange(line.startIndex..., in: line)
            return outside.firstMatch(in: line, range: range) == nil ? nil : "\(number + 1): \(line)"
        }
    }

    @Test("no shipped doc, scenario file or example names APPS.md, SCENARIOS.md or ../shared")
    func shippedFiles() throws {
        let texts = try Self.shippedTexts()
        #expect(texts.count > 50)
        #expect(texts.contains { $0.path == "Scenarios/regression/README.md" })
        #expect(texts.contains { $0.path == "docs/scenario.schema.json" })
        for (path, text) in texts {
            #expect(try Self.mentions(in: text) == [], "\(path)")
        }
    }

    @Test("the JSON Schema `dnd-scenario schema` prints names none of them")
    func schema() throws {
        #expect(try Self.mentions(in: FormatSchema(apps: .shipped).json) == [])
    }

    @Test("the pattern finds each outside name and leaves the project's own files alone", arguments: [
        ("(APPS.md, gallery)", true), ("see SCENARIOS.md §4", true),
        ("[notes](../shared/STYLE.md)", true), ("LIFECYCLE §1", true),
        ("docs/CUSTOM-APPS.md", false), ("Examples/Scenarios/inbox", false), ("the lifecycle of a drag", false),
        ("as docs/LIFECYCLE.md §7 says", false),
    ])
    func pattern(line: String, found: Bool) throws {
        #expect(try Self.mentions(in: line).isEmpty == !found)
    }
}
