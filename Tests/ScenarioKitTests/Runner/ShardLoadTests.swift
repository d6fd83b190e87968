import GalleryCore
import ScenarioKit
import ScenarioTestSupport
import Testing

/// `run --shard` decodes only the files of its own scenarios (`ScenarioLoader.loadShard`),
/// and still takes exactly the scenarios a shard of the whole decoded suite takes.
@Suite("Shard loading")
struct ShardLoadTests {
    static let suite = [PackagePaths.scenarios + "/tutorial", PackagePaths.scenarios + "/regression"]

    static func names(_ scenarios: [some SelectableScenario], _ selection: ScenarioSelection) -> [String] {
        selection.positions(in: scenarios).map { scenarios[$0].file + " " + scenarios[$0].name }
    }

    @Test("each shard takes the scenarios a shard of the whole decoded suite takes, every one once", arguments: [
        ScenarioSelection(), ScenarioSelection(tags: ["gallery"]), ScenarioSelection(filter: "drop"),
    ])
    func sameAssignment(narrowing: ScenarioSelection) throws {
        let loader = ScenarioLoader(apps: .shipped)
        let whole = loader.load(Self.suite).scenarios.map(\.scenario)
        let everyone = Self.names(whole, narrowing)
        for count in [1, 3, 8] {
            var taken: [String] = []
            for index in 1...count {
                var selection = narrowing
                selection.shard = Shard(index: index, count: count)
                let (loaded, scenarios) = loader.loadShard(Self.suite, selection: selection)
                #expect(loaded.isValid, "\(loaded.renderedDiagnostics())")
                #expect(scenarios.map(\.name) == whole.map(\.name))
                let shard = Self.names(scenarios, selection)
                #expect(shard == Self.names(whole, selection))
                #expect(selection.scope(of: scenarios, paths: Self.suite) == selection.scope(of: whole, paths: Self.suite))
                taken += shard
            }
            #expect(taken == everyone)
        }
    }

    @Test("a shard decodes the files of its scenarios, and no other file whose names it can read")
    func decodesItsShare() throws {
        let loader = ScenarioLoader(apps: .shipped)
        let selection = ScenarioSelection(shard: Shard(index: 2, count: 8))
        let (loaded, scenarios) = loader.loadShard(Self.suite, selection: selection)
        let own = Set(selection.positions(in: scenarios).map { scenarios[$0].file })
        let decoded = Set(loaded.files.filter { !$0.source.isEmpty }.map(\.path))
        #expect(decoded.isSuperset(of: own))
        // Outlines are decoded to be named; every other file outside the share is not.
        let outlines = Set(loaded.files.map(\.path).filter { $0.hasSuffix("quirks.yaml") || $0.contains("004-reordering/0") || $0.hasSuffix("fidelity.yaml") || $0.hasSuffix("gallery-trash.yaml") || $0.hasSuffix("collection-view-rules.yaml") })
        #expect(decoded.subtracting(own).isSubset(of: outlines))
        #expect(decoded.count < loaded.files.count / 2)
        // The steps of the shard's scenarios are there for its report's step labels.
        for position in selection.positions(in: scenarios) { #expect(!scenarios[position].steps.isEmpty) }
    }

    static let plain = """
        scenario: first
        app: gallery
        given:
          images:
            - { url: "https://img.example/venice.jpg", aspect: 1.5 }
        steps:
          - touch: { cell: 0 }
          - lift
        """

    static let badStep = """
        scenario: second
        app: gallery
        given:
          images:
            - { url: "https://img.example/venice.jpg", aspect: 1.5 }
        steps:
          - touch: { cell: 0 }
          - hover: 3
        """

    @Test("a format error stops the shard that runs its file; a shard that does not run it runs")
    func formatErrorInItsShard() throws {
        let folder = try freshFolder(["a.yaml": Self.plain, "b.yaml": Self.badStep])
        let loader = ScenarioLoader(apps: .shipped)
        let first = loader.loadShard([folder], selection: ScenarioSelection(shard: Shard(index: 1, count: 2)))
        #expect(first.loaded.isValid)
        let second = loader.loadShard([folder], selection: ScenarioSelection(shard: Shard(index: 2, count: 2)))
        #expect(second.loaded.diagnostics.map { "\($0.location.file.hasSuffix("/b.yaml")):\($0.location.line)" } == ["true:8"])
    }

    @Test("a YAML error, or a name given twice, stops every shard", arguments: [
        "scenario: second\napp: gallery\nsteps: [lift\n",
        "scenario: fourth\napp: gallery\nsteps:\n  - lift\n---\nscenario: fourth\napp: gallery\nsteps:\n  - lift\n",
    ])
    func everyShardSeesIt(text: String) throws {
        let folder = try freshFolder(["a.yaml": Self.plain + "\n---\n" + Self.plain.replacingOccurrences(of: "first", with: "third"), "b.yaml": text])
        let loader = ScenarioLoader(apps: .shipped)
        for index in 1...2 {
            let shard = loader.loadShard([folder], selection: ScenarioSelection(shard: Shard(index: index, count: 2)))
            #expect(!shard.loaded.isValid)
            #expect(shard.loaded.diagnostics == loader.load([folder]).diagnostics.filter { $0.location.file.hasSuffix("/b.yaml") })
        }
    }
}
