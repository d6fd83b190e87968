import Foundation
import GalleryCore
import ScenarioKit
import Testing

/// The examples of docs/FORMAT.md are files under docs/examples that a test runs: each YAML
/// block that names its file is that file, word for word, and every file there passes.
@Suite("The documentation's examples")
struct DocsExamplesTests {
    static let examples = PackagePaths.root + "/docs/examples"

    /// The YAML blocks of a Markdown file, each with its first line.
    static func yamlBlocks(in path: String) throws -> [String] {
        let text = try String(contentsOfFile: path, encoding: .utf8)
        var blocks: [String] = []
        var current: String?
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if current == nil, line == "```yaml" {
                current = ""
            } else if current != nil, line == "```" {
                blocks.append(current ?? "")
                current = nil
            } else if current != nil {
                current? += line + "\n"
            }
        }
        return blocks
    }

    @Test("every file under docs/examples checks clean and every scenario in it passes")
    func examplesPass() {
        let loaded = ScenarioLoader(apps: .shipped).load([Self.examples])
        #expect(loaded.renderedDiagnostics() == [])
        #expect(loaded.scenarios.count >= 3)
        let summary = loaded.run(with: ScenarioRunner(goldens: GoldenTrace(update: false, isCI: true)))
        #expect(summary.results.allSatisfy { $0.status == .passed }, "\(summary.humanReport())")
    }

    @Test("a YAML block of docs/FORMAT.md that names its file is that file, word for word")
    func blocksAreFiles() throws {
        let blocks = try Self.yamlBlocks(in: PackagePaths.root + "/docs/FORMAT.md").filter { $0.hasPrefix("# docs/examples/") }
        #expect(blocks.count >= 3)
        for block in blocks {
            let name = String(block.dropFirst(2).prefix { $0 != ":" && $0 != "\n" })
            let file = try? String(contentsOfFile: PackagePaths.root + "/" + name, encoding: .utf8)
            #expect(file == block, "\(name)")
        }
    }
}

extension DocsExamplesTests {
    @Test("the README's yaml-language-server line is the one a shipped example starts with, and its path leads to the schema")
    func schemaLine() throws {
        let line = "# yaml-language-server: $schema=../scenario.schema.json\n"
        let readme = try Self.yamlBlocks(in: PackagePaths.root + "/README.md")
        #expect(readme.contains(line))
        let example = try String(contentsOfFile: Self.examples + "/outline.yaml", encoding: .utf8)
        #expect(example.split(separator: "\n").prefix(3).contains(Substring(line.dropLast())))
        #expect(FileManager.default.fileExists(atPath: Self.examples + "/../scenario.schema.json"))
    }
}
