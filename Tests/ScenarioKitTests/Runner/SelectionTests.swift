import GalleryCore
import Foundation
import ScenarioKit
import ScenarioTestSupport
import Testing

/// `--filter`, `--tag` and `--shard` over suites loaded from disk (README.md, Choosing scenarios).
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
        (ScenarioSelection(excludedTags: ["tutorial"]), ["move artika", "Trash Dawn", "untagged"]),
        (ScenarioSelection(excludedTags: ["trash", "targets"]), ["Move Venice", "move artika", "untagged"]),
        (ScenarioSelection(tags: ["reorder"], excludedTags: ["tutorial"]), ["move artika"]),
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
            // Selected, not run: the shipped suite pins crashes, which only a worker survives.
            let shards = (1...count).map { index in
                let selection = ScenarioSelection(shard: Shard(index: index, count: count))
                return suite.selected(selection).map { "\($0.file.path)|\($0.scenario.name)" }
            }
            for key in whole {
                #expect(shards.count { $0.contains(key) } == 1, "\(key) in \(count) shards")
            }
            #expect(shards.flatMap { $0 }.sorted() == whole.sorted())
        }
    }

    @Test("a shard is a part of what the filter and tags match, so every shard of a narrowed run gets work")
    func shardsOfNarrowedRun() throws {
        let (folder, loaded) = try Self.suite()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let shards = (1...2).map { Self.names(loaded, ScenarioSelection(filter: "venice", shard: Shard(index: $0, count: 2))) }
        #expect(shards == [["Move Venice"], ["VENICE to Photos"]])
    }

    @Test("an empty shard is no problem, and says why it is empty")
    func emptyShard() throws {
        let (folder, loaded) = try Self.suite()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let scenarios = loaded.scenarios.map(\.scenario)
        let selection = ScenarioSelection(tags: ["tutorial"], shard: Shard(index: 3, count: 3))
        #expect(selection.problem(in: scenarios) == nil)
        #expect(Self.names(loaded, selection) == [])
        #expect(selection.emptyShardNote(in: scenarios) == "shard 3/3 has no scenario to run: the selection has 2 scenarios for 3 shards")
        #expect(ScenarioSelection(tags: ["tutorial"], shard: Shard(index: 2, count: 3)).emptyShardNote(in: scenarios) == nil)
        #expect(ScenarioSelection(tags: ["tutorial"]).emptyShardNote(in: scenarios) == nil)
    }

    @Test("a filter that names nothing stays a problem with a shard")
    func shardDoesNotHideTypos() throws {
        let (folder, loaded) = try Self.suite()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let scenarios = loaded.scenarios.map(\.scenario)
        #expect(ScenarioSelection(filter: "nothing like it", shard: Shard(index: 1, count: 2)).problem(in: scenarios) == "--filter 'nothing like it' matches no scenario's name")
        #expect(ScenarioSelection(tags: ["trash", "targets"], shard: Shard(index: 1, count: 2)).problem(in: scenarios) == "the selection (--tag 'trash' --tag 'targets') matches no scenario")
    }

    @Test("a selection that names nothing says why, so a typo cannot pass as an empty green run", arguments: [
        (ScenarioSelection(tags: ["reoder"]), "--tag 'reoder' names no scenario's tag; did you mean 'reorder'?"),
        (ScenarioSelection(tags: ["nosuchtag"]), "--tag 'nosuchtag' names no scenario's tag; tags in use: reorder, targets, trash, tutorial"),
        (ScenarioSelection(tags: ["reorder"], excludedTags: ["tutorail"]), "--exclude-tag 'tutorail' names no scenario's tag; did you mean 'tutorial'?"),
        (ScenarioSelection(filter: "nothing like it"), "--filter 'nothing like it' matches no scenario's name"),
        (ScenarioSelection(tags: ["trash", "targets"]), "the selection (--tag 'trash' --tag 'targets') matches no scenario"),
        (ScenarioSelection(tags: ["tutorial"], excludedTags: ["tutorial"]), "the selection (--tag 'tutorial' --exclude-tag 'tutorial') matches no scenario"),
    ] as [(ScenarioSelection, String)])
    func problems(selection: ScenarioSelection, expected: String) throws {
        let (folder, loaded) = try Self.suite()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        #expect(selection.problem(in: loaded.scenarios.map(\.scenario)) == expected)
    }

    @Test("a selection that takes something, or no selection at all, is no problem")
    func noProblem() throws {
        let (folder, loaded) = try Self.suite()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let scenarios = loaded.scenarios.map(\.scenario)
        #expect(ScenarioSelection().problem(in: scenarios) == nil)
        #expect(ScenarioSelection(filter: "venice", tags: ["tutorial"], excludedTags: ["targets"]).problem(in: scenarios) == nil)
        #expect(ScenarioSelection().problem(in: [Scenario]()) == "no scenario to run")
    }
}
