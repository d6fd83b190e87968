import ScenarioKit
import Testing

/// `expect: session: {operation}` is the operation the drop will have, as UIKit keeps the
/// effective proposal: a proposal outside the source's operation mask is a cancel; a refusal
/// stays `forbidden` (issue 29).
@Suite("The session's reported operation")
struct SessionOperationTests {
    static func canvas(source: String, target: String, from: String = "{ view: card }", over view: String, operation: String) -> String {
        """
        scenario: reported operation
        app: canvas
        settle: false
        given:
          views:
            card:
              \(source)
              drag: [ { provides: { public.plain-text: hello } } ]
            shelf:
              drop: { accepts: [public.plain-text], operation: \(target) }
        sources:
          mail: [ { id: note, provides: { public.plain-text: hi } } ]
        targets:
          notes: { accepts: [public.plain-text] }
        steps:
          - touch: \(from)
          - lift
          - move: \(view)
        expect:
          session: { items: 1, operation: \(operation) }
        """
    }

    static func failures(_ text: String) throws -> [String] {
        let (file, scenario) = try scenario(text, path: "s.yaml")
        return ScenarioRunner(goldens: GoldenTrace(update: false, isCI: true)).run(scenario, file: file.path).failures.map(\.message)
    }

    @Test("what the drop will do is reported", arguments: [
        // A move the session does not allow is a cancel.
        ("allowsMove: false", "move", "{ view: card }", "{ view: shelf }", "cancel"),
        ("allowsMove: true", "move", "{ view: card }", "{ view: shelf }", "move"),
        // Another app's drag: its mask holds copy alone here, so a move is a cancel.
        ("allowsMove: true", "move", "{ source: mail, item: note }", "{ view: shelf }", "cancel"),
        ("allowsMove: true", "copy", "{ source: mail, item: note }", "{ view: shelf }", "copy"),
        // A drag restricted to its app cancels over another.
        ("restricted: true", "copy", "{ view: card }", "{ app: notes }", "cancel"),
        ("restricted: false", "copy", "{ view: card }", "{ app: notes }", "copy"),
        // A refusal stays a refusal: the source hears cancel when it lets go.
        ("allowsMove: false", "forbidden", "{ view: card }", "{ view: shelf }", "forbidden"),
    ])
    func reported(source: String, target: String, from: String, view: String, operation: String) throws {
        #expect(try Self.failures(Self.canvas(source: source, target: target, from: from, over: view, operation: operation)) == [])
    }

    @Test("a move that will cancel is not reported as a move, and the message names the proposal")
    func moveThatCancels() throws {
        let text = Self.canvas(source: "allowsMove: false", target: "move", over: "{ view: shelf }", operation: "move")
        #expect(try Self.failures(text) == ["session of finger 1: expected operation move, found cancel (the target proposed move)"])
    }
}
