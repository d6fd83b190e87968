import Foundation
import ScenarioKit
import Testing

@Suite("Values (SCENARIOS.md §2)")
struct ValueTests {
    @Test("durations come to whole milliseconds", arguments: [
        ("0", 0), ("250ms", 250), ("2s", 2_000), ("1.5s", 1_500), ("1m", 60_000),
        ("0.25s", 250), ("0ms", 0), ("1.5m", 90_000), ("0.001s", 1),
    ])
    func durations(_ text: String, _ milliseconds: Int) throws {
        let steps = try decodeSteps("  - wait: \(text)")
        #expect(steps.first?.kind == .wait(milliseconds: milliseconds))
    }

    @Test("index paths: an item of section 0, or [section, item]", arguments: [
        ("3", IndexPath(item: 3, section: 0)),
        ("[1, 0]", IndexPath(item: 0, section: 1)),
        ("[0, 12]", IndexPath(item: 12, section: 0)),
    ])
    func indexPaths(_ text: String, _ indexPath: IndexPath) throws {
        let steps = try decodeSteps("  - touch: {cell: \(text)}", extra: "app: board")
        guard case .touch(let target)? = steps.first?.kind else {
            Issue.record("not a touch")
            return
        }
        #expect(target.kind == .cell(indexPath))
    }

    @Test("a representation is text, a timed value, an image size, or fields")
    func representations() throws {
        let scenario = try decodeOne("""
        scenario: s
        sources:
          safari:
            - id: a
              provides:
                public.plain-text: hello
                public.url: { value: "https://a.example/a.jpg", after: 300ms }
                public.image: { width: 640, height: 480.5, after: 1s, fails: timed out }
                com.example.person: { fields: { name: Ada }, fails: "no" }
        """)
        let representations = try #require(scenario.sources.first?.items.first?.representations)
        #expect(representations == [
            .init(typeIdentifier: "public.plain-text", value: .text("hello")),
            .init(typeIdentifier: "public.url", value: .text("https://a.example/a.jpg"), delay: 300),
            .init(typeIdentifier: "public.image", value: .image(.init(width: 640, height: 480.5)), delay: 1_000, failure: "timed out"),
            .init(typeIdentifier: "com.example.person", value: .fields([.init(name: "name", value: "Ada")]), failure: "no"),
        ])
    }
}
