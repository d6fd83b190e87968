import GalleryCore
import Foundation
import ScenarioKit
import ScenarioTestSupport
import Testing

/// `trace: {golden: PATH}` through the runner, with files on disk: recorded, refused,
/// compared and rewritten as docs/FORMAT.md (Expectations) and README.md (The command line) say.
@Suite("Golden traces, end to end")
struct GoldenEndToEndTests {
    static let scenario = """
    scenario: golden board move
    app: board
    given:
      sections: [[a, b], [c]]
    \(ScenarioText.lift(from: "cell: 0"))
      - wait: 250ms
      - move: { cell: [1, 0] }
      - drop
    expect:
      trace: { golden: goldens/board.trace }
    """

    /// The trace the scenario makes, as its golden holds it.
    static let trace = """
        0ms  collection.drag  itemsForBeginning [0,0] -> 1 item
        0ms  collection.drag  dragSessionWillBegin
        0ms  collection       batch insert [0,2] [1,1]
      250ms  collection.drop  canHandle -> true
      250ms  collection.drop  dropSessionDidEnter
      250ms  collection.drop  dropSessionDidUpdate [1,0] -> move insertAtDestinationIndexPath
      250ms  collection.drop  performDrop [1,0] items=1
      250ms  collection       batch delete [0,0] insert [1,0]
      250ms  collection.drop  dropSessionDidEnd
      250ms  collection.drag  dragSessionDidEnd move
      250ms  collection       batch delete [0,1] [1,2]

    """

    struct Folder {
        let path: String
        var file: String { path + "/board.yaml" }
        var golden: String { path + "/goldens/board.trace" }

        init(golden: String? = nil) throws {
            var files = ["board.yaml": GoldenEndToEndTests.scenario]
            if let golden { files["goldens/board.trace"] = golden }
            path = try freshFolder(files)
        }

        func run(update: Bool = false, isCI: Bool) -> RunSummary {
            let loaded = ScenarioLoader(apps: .shipped).load([file])
            #expect(loaded.renderedDiagnostics() == [])
            return loaded.run(with: ScenarioRunner(goldens: GoldenTrace(update: update, isCI: isCI)))
        }

        var goldenText: String? {
            FileManager.default.contents(atPath: golden).map { String(decoding: $0, as: UTF8.self) }
        }

        func remove() { try? FileManager.default.removeItem(atPath: path) }
    }

    @Test("a missing golden outside CI is recorded as the rendered trace, and the scenario passes")
    func records() throws {
        let folder = try Folder()
        defer { folder.remove() }
        let summary = folder.run(isCI: false)
        #expect(summary.humanReport() == "✓ golden board move  \(folder.file)\n\n1 passed, 0 failed\n")
        #expect(folder.goldenText == Self.trace)
        #expect(folder.goldenText == summary.results.first.map { $0.trace.map { $0.line + "\n" }.joined() })
        #expect(folder.run(isCI: true).exitCode == 0)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path + "/goldens") == ["board.trace"])
    }

    @Test("a missing golden in CI fails at the trace key and nothing is written, even with --update-goldens", arguments: [false, true])
    func refusesInCI(update: Bool) throws {
        let folder = try Folder()
        defer { folder.remove() }
        #expect(folder.run(update: update, isCI: true).humanReport() == """
        ✗ golden board move  \(folder.file)
          \(folder.file):12:3: error: golden trace goldens/board.trace is missing; record it outside CI (CI is set, so nothing is written)

        0 passed, 1 failed

        """)
        #expect(!FileManager.default.fileExists(atPath: folder.path + "/goldens"))
    }

    @Test("a golden that differs is a diff of the whole lines, timestamps included, and is left alone", arguments: [false, true])
    func differs(isCI: Bool) throws {
        let changed = Self.trace
            .replacingOccurrences(of: "  250ms  collection.drop  canHandle", with: "  200ms  collection.drop  canHandle")
            .replacingOccurrences(of: "performDrop [1,0] items=1", with: "performDrop [1,0] items=2")
        let folder = try Folder(golden: changed)
        defer { folder.remove() }
        #expect(folder.run(isCI: isCI).humanReport() == """
        ✗ golden board move  \(folder.file)
          \(folder.file):12:3: error: trace differs from golden goldens/board.trace (rerun with --update-goldens to accept)
                    0ms  collection.drag  itemsForBeginning [0,0] -> 1 item
                    0ms  collection.drag  dragSessionWillBegin
                    0ms  collection       batch insert [0,2] [1,1]
              -   200ms  collection.drop  canHandle -> true
              +   250ms  collection.drop  canHandle -> true
                  250ms  collection.drop  dropSessionDidEnter
                  250ms  collection.drop  dropSessionDidUpdate [1,0] -> move insertAtDestinationIndexPath
              -   250ms  collection.drop  performDrop [1,0] items=2
              +   250ms  collection.drop  performDrop [1,0] items=1
                  250ms  collection       batch delete [0,0] insert [1,0]
                  250ms  collection.drop  dropSessionDidEnd
                …

        0 passed, 1 failed

        """)
        #expect(folder.goldenText == changed)
    }

    @Test("--update-goldens rewrites a golden that differs, outside CI only", arguments: [false, true])
    func updates(isCI: Bool) throws {
        let folder = try Folder(golden: "    0ms  collection.drag  an old trace\n")
        defer { folder.remove() }
        let summary = folder.run(update: true, isCI: isCI)
        #expect(summary.exitCode == (isCI ? 1 : 0))
        #expect(folder.goldenText == (isCI ? "    0ms  collection.drag  an old trace\n" : Self.trace))
    }

    @Test("a golden that matches passes and is not rewritten")
    func matches() throws {
        let folder = try Folder(golden: Self.trace)
        defer { folder.remove() }
        let before = try FileManager.default.attributesOfItem(atPath: folder.golden)[.modificationDate] as? Date
        #expect(folder.run(update: true, isCI: false).exitCode == 0)
        #expect(folder.run(isCI: true).exitCode == 0)
        let after = try FileManager.default.attributesOfItem(atPath: folder.golden)[.modificationDate] as? Date
        #expect(before != nil && before == after)
    }
}
