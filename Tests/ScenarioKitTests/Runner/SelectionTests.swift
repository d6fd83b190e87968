import GalleryCore
import Foundation
import ScenarioKit
import Testing

/// `--filter`, `--tag` and `--shard` over suites loaded from disk (SCENARIOS.md §8).
@Suite("Scenario selection")
struct SelectionTests {
    static func scenario(_ name: String, tags: [String]) -> String {
        "scenario: \(name)\n" + (tags.isEmpty ? "" : "tags: [\(tags.joined(separator: ", "))]\n") + "steps: [settle]\n"
    }

    /// Five scenarios over two files, in a fresh folder.
    static func suite() throws -> (folder: String, loaded: LoadResult) {
        let folder = try freshFolder([
            "one.yaml": [
                scenario("Move Venice", tags: ["tutorial", "reorder"]),
                scenario("move artika", tags: ["reorder"]),
                scenario("Trash Dawn", tags: ["trash"]),
            ].joined(separator: "---\n"),
            "two.yml": [
                scenario("VENICE to Photos", tags: ["tutorial", "targets"]),
                scenario("untagged", tags: []),
            ].joined(separator: "---\n"),
        ])
        let loaded = ScenarioLoader(apps: .shipped).load([folder])
        #expect(loaded.renderedDiagnostics() == [])
        return (folder, loaded)
    }

    static func names(_ loaded: LoadResult, _ selection: ScenarioSelection) -> [String] {
        loaded.run(selection, with: ScenarioRunner(goldens: GoldenTrace(update: false, isCI: true))).results.map(\.name)
    }

    @Test("a selection takes the scenarios it names, in path then file order", arguments: [
        (ScenarioSelection(), ["Move Venice", "move artika", "Trash Dawn", "VENICE to Photos", "untagged"]),
        (ScenarioSelection(filter: "venice"), ["Move Venice", "VENICE to Photos"]),
        (ScenarioSelection(filter: "MOVE"), ["Move Venice", "move artika"]),
        (ScenarioSelection(filter: "e a"), ["move artika"]),
        (ScenarioSelection(filter: ""), ["Move Venice", "move artika", "Trash Dawn", "VENICE to Photos", "untagged"]),
        (ScenarioSelection(filter: "nothing like it"), []),
        (ScenarioSelection(tags: ["reorder"]), ["Move Venice", "move artika"]),
        (ScenarioSelection(tags: ["tutorial"]), ["Move Venice", "VENICE to Photos"]),
        (ScenarioSelection(tags: ["tutorial", "reorder"]), ["Move Venice"]),
        (ScenarioSelection(tags: ["Tutorial"]), []),
        (ScenarioSelection(filter: "venice", tags: ["targets"]), ["VENICE to Photos"]),
        (ScenarioSelection(shard: Shard(index: 1, count: 1)), ["Move Venice", "move artika", "Trash Dawn", "VENICE to Photos", "untagged"]),
    ] as [(ScenarioSelection, [String])])
    func selects(selection: ScenarioSelection, expected: [String]) throws {
        let (folder, loaded) = try Self.suite()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        #expect(Self.names(loaded, selection) == expected)
    }

    @Test("every scenario is in exactly one of N shards, and together they are the whole suite", arguments: 1...5)
    func shards(count: Int) throws {
        let (folder, loaded) = try Self.suite()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        for suite in [loaded, ShippedScenariosTests.loaded] {
            let whole = suite.scenarios.map { "\($0.file.path)|\($0.scenario.name)" }
            let runner = ScenarioRunner(goldens: GoldenTrace(update: false, isCI: true))
            let shards = (1...count).map { index in
                suite.run(ScenarioSelection(shard: Shard(index: index, count: count)), with: runner).results.map { "\($0.file)|\($0.name)" }
            }
            for key in whole {
                #expect(shards.count { $0.contains(key) } == 1, "\(key) in \(count) shards")
            }
            #expect(shards.flatMap { $0 }.sorted() == whole.sorted())
        }
    }

    @Test("a shard holds the same scenarios whatever filter narrows the suite")
    func shardsAreStable() throws {
        let (folder, loaded) = try Self.suite()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        for index in 1...3 {
            let shard = Shard(index: index, count: 3)
            let all = Self.names(loaded, ScenarioSelection(shard: shard))
            let narrowed = Self.names(loaded, ScenarioSelection(filter: "venice", shard: shard))
            #expect(narrowed == all.filter { $0.lowercased().contains("venice") })
        }
    }
}
