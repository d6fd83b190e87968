import Foundation
import GalleryCore
import ScenarioKit
import ScenarioTestSupport
import Testing

/// What the project ships — the README, docs, scenario files and their READMEs, the examples,
/// the JSON Schema — names no file outside the repository: the working notes the engine was
/// built from (the apps and scenario-format notes, a `shared` folder beside the repository)
/// are not in it, so a reader sent there finds nothing (issue 29). The lifecycle is, as
/// docs/LIFECYCLE.md; and every `NAME.md` the sources and tests cite must be there too (#25).
@Suite("Files outside the repository")
struct OutsideFilesTests {
    /// The working notes' names, and any path into a folder beside the repository.
    static let pattern = #"(?<![A-Za-z-])(APPS|SCENARIOS)\.md|\bLIFECYCLE\b(?!\.md)|\.\./shared\b|/work/shared\b"#

    /// Every text file of what is shipped, by path from the package root; hidden folders (a
    /// build folder in an example package) and binary files are left out.
    static func shippedTexts() throws -> [(path: String, text: String)] {
        try texts(under: ["README.md", "docs", "Scenarios", "Examples"])
    }

    /// Every text file under the files and folders `tops` of the package root, by path from it.
    static func texts(under tops: [String]) throws -> [(path: String, text: String)] {
        let manager = FileManager.default
        var texts: [(String, String)] = []
        for top in tops {
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

    /// A document's name as the project writes one, in capitals and ending in `.md`, with the
    /// path written before it.
    static let documentPattern = #"[A-Za-z0-9_.+/-]*\b[A-Z][A-Z0-9_-]*\.md\b"#

    /// The documents `text`, the file at `path` from the package root, names that are not in
    /// the repository, each as `LINE: NAME`. A name is there when the path as written is a
    /// file, from the package root or from the file's own folder (as a Markdown link is read);
    /// when a bare name is one of docs/; or when it is a README or the CHANGELOG.
    static func missingDocuments(in text: String, at path: String) throws -> [String] {
        guard text.contains(".md") else { return [] }
        let document = try NSRegularExpression(pattern: documentPattern)
        let folder = (path as NSString).deletingLastPathComponent
        return text.components(separatedBy: "\n").enumerated().flatMap { number, line in
            document.matches(in: line, range: NSRange(line.startIndex..., in: line)).compactMap { match -> String? in
                guard let range = Range(match.range, in: line) else { return nil }
                let written = String(line[range].drop { $0 == "/" })
                let name = (written as NSString).lastPathComponent
                if name == "README.md" || name == "CHANGELOG.md" { return nil }
                var places = [written, folder + "/" + written]
                if name == written { places.append("docs/" + name) }
                let found = places.compactMap(Self.insideRepository).contains { FileManager.default.fileExists(atPath: PackagePaths.root + "/" + $0) }
                return found ? nil : "\(number + 1): \(written)"
            }
        }
    }

    /// `path`, from the package root, with its `.` and `..` resolved; nil when it leads out
    /// of the repository, as `../shared/NOTES.md` from the root does.
    static func insideRepository(_ path: String) -> String? {
        var parts: [Substring] = []
        for part in path.split(separator: "/") where part != "." {
            if part != ".." {
                parts.append(part)
            } else if parts.popLast() == nil {
                return nil
            }
        }
        return parts.joined(separator: "/")
    }

    @Test("every NAME.md that a source, test, example, scenario or doc names is in the repository")
    func citedDocuments() throws {
        let texts = try Self.texts(under: ["README.md", "CHANGELOG.md", "docs", "Sources", "Tests", "Examples", "Scenarios"])
        #expect(texts.contains { $0.path == "Sources/DragDropCore/Session/DragSession.swift" })
        #expect(texts.contains { $0.path == "Scenarios/regression/README.md" })
        // This file's own examples of names that are not there are left out.
        for (path, text) in texts where path != "Tests/ScenarioKitTests/OutsideFilesTests.swift" {
            #expect(try Self.missingDocuments(in: text, at: path) == [], "\(path)")
        }
    }

    @Test("a cited document is found as written, beside the citing file, in docs/ or at the root", arguments: [
        ("see docs/LIFECYCLE.md §1", "Sources/DragDropCore/Session/DragSession.swift", []),
        ("as LIFECYCLE.md §7 says", "Sources/DragDropCore/Session/DragSession.swift", []),
        ("[the trace](FORMAT.md#the-trace)", "docs/GUIDE.md", []),
        ("[FORMAT](../../docs/FORMAT.md)", "Scenarios/regression/README.md", []),
        ("root + \"/docs/CUSTOM-APPS.md\"", "Tests/ScenarioKitTests/CustomAppsGuideTests.swift", []),
        ("the [suite index](../README.md) and sub/README.md", "Scenarios/tutorial/000-gallery/README.md", []),
        ("GITHUB_STEP_SUMMARY=summary.md", "Tests/ScenarioKitTests/CI/WorkflowLintTests.swift", []),
        ("(APPS.md, gallery)", "Sources/GalleryCore/Gallery/GalleryApp.swift", ["1: APPS.md"]),
        ("x\nsee SCENARIOS.md §4", "Tests/ScenarioKitTests/Format/ValueTests.swift", ["2: SCENARIOS.md"]),
        ("[notes](../shared/STYLE.md)", "docs/GUIDE.md", ["1: ../shared/STYLE.md"]),
        ("/work/shared/LIFECYCLE.md", "docs/GUIDE.md", ["1: work/shared/LIFECYCLE.md"]),
        ("Sources/LIFECYCLE.md", "Sources/DragDropCore/Session/DragSession.swift", ["1: Sources/LIFECYCLE.md"]),
    ])
    func citedDocument(text: String, path: String, missing: [String]) throws {
        #expect(try Self.missingDocuments(in: text, at: path) == missing)
    }
}
