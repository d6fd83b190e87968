import Foundation
import GalleryCore
import ScenarioKit
import ScenarioTestSupport
import Testing

/// The examples of docs/FORMAT.md are files under docs/examples that a test runs: each YAML
/// block that names its file is that file, word for word, and every file there passes.
@Suite("The documentation's examples")
struct DocsExamplesTests {
    static let examples = PackagePaths.root + "/docs/examples"

    @Test("every file under docs/examples checks clean and every scenario in it passes")
    func examplesPass() {
        let loaded = ScenarioLoader(apps: .shipped).load([Self.examples])
        #expect(loaded.renderedDiagnostics() == [])
        #expect(loaded.scenarios.count >= 3)
        let summary = loaded.run(with: ScenarioRunner(goldens: GoldenTrace(update: false, isCI: true)))
        #expect(summary.results.allSatisfy { $0.status == .passed }, "\(summary.humanReport())")
    }

    @Test("the shipped scenarios and the examples check clean together: no scenario name is used in both")
    func checkedWithTheScenarios() {
        let loaded = ScenarioLoader(apps: .shipped).load([PackagePaths.scenarios, Self.examples])
        #expect(loaded.renderedDiagnostics() == [])
    }

    @Test("every YAML block of docs/FORMAT.md, the guide and the README names a docs/examples file on its first line and is that file, or its beginning", arguments: ["docs/FORMAT.md", "docs/GUIDE.md", "README.md"])
    func blocksAreFiles(document: String) throws {
        let blocks = try markdownCodeBlocks(in: PackagePaths.root + "/" + document, language: "yaml")
        #expect(blocks.count >= 1)
        for block in blocks {
            guard block.hasPrefix("# docs/examples/") else {
                Issue.record("a YAML block of \(document) that names no file: \(block.prefix(60))")
                continue
            }
            let name = String(block.dropFirst(2).prefix { $0 != ":" && $0 != "\n" })
            let file = try? String(contentsOfFile: PackagePaths.root + "/" + name, encoding: .utf8)
            #expect(file?.hasPrefix(block) == true, "\(name)")
        }
    }
}

extension DocsExamplesTests {
    @Test("the guide's yaml-language-server line is the one a shipped example starts with, and its path leads to the schema")
    func schemaLine() throws {
        let line = "# yaml-language-server: $schema=../scenario.schema.json\n"
        let readme = try markdownCodeBlocks(in: PackagePaths.root + "/docs/GUIDE.md", language: "yaml")
        #expect(readme.contains { $0.hasSuffix(line) })
        let example = try String(contentsOfFile: Self.examples + "/outline.yaml", encoding: .utf8)
        #expect(example.split(separator: "\n").prefix(3).contains(Substring(line.dropLast())))
        #expect(FileManager.default.fileExists(atPath: Self.examples + "/../scenario.schema.json"))
    }
}
