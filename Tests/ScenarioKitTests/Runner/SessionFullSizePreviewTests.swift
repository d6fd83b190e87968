import ScenarioKit
import ScenarioTestSupport
import Testing

/// `expect: session: {fullSizePreviews}` is the source's `prefersFullSizePreviews`, asked once
/// as the drag begins; a collection view answers it itself, so only the session shows it
/// (issue 26).
@Suite("The session's full-size previews")
struct SessionFullSizePreviewTests {
    static func failures(_ text: String) throws -> [String] {
        let (file, scenario) = try scenario(text, path: "s.yaml")
        return ScenarioRunner(goldens: GoldenTrace(update: false, isCI: true)).run(scenario, file: file.path).failures.map(\.message)
    }

    static func canvas(prefers: Bool, expected: Bool) -> String {
        """
        scenario: full-size previews
        app: canvas
        settle: false
        given:
          views:
            card: { fullSizePreview: \(prefers), drag: [ { provides: { public.plain-text: hello } } ] }
        steps:
          - touch: { view: card }
          - lift
        expect:
          session: { fullSizePreviews: \(expected) }
        """
    }

    @Test("a drag interaction's answer is reported", arguments: [false, true])
    func dragInteraction(prefers: Bool) throws {
        #expect(try Self.failures(Self.canvas(prefers: prefers, expected: prefers)) == [])
    }

    @Test("a collection view prefers full-size previews without asking its delegate")
    func collectionView() throws {
        let text = """
        scenario: gallery previews
        settle: false
        \(ScenarioText.gallery("a.jpg", "b.jpg"))
        \(ScenarioText.lift(from: "cell: 0"))
        expect:
          session: { fullSizePreviews: true }
          trace: { excludes: ["*prefersFullSizePreviews*"] }
        """
        #expect(try Self.failures(text) == [])
    }

    @Test("a different answer names both")
    func mismatch() throws {
        #expect(try Self.failures(Self.canvas(prefers: false, expected: true)) == ["session of finger 1: expected fullSizePreviews true, found false"])
    }
}
