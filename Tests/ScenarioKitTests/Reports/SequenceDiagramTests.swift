import GalleryCore
import DragDropCore
import ScenarioKit
import ScenarioTestSupport
import Testing

@Suite("Sequence diagrams")
struct SequenceDiagramTests {
    static let yaml = """
    scenario: move
    \(ScenarioText.gallery("venice.jpg", "artika.jpg", "dawn.jpg"))
    steps:
      - touch: { cell: 0 }
      - lift                  # a drag begins
      - move: { cell: 2 }
      - drop
    """

    static func diagram() throws -> (ScenarioResult, SequenceDiagram) {
        let result = try #require(runYAML(yaml).results.first)
        return (result, SequenceDiagram(result: result))
    }

    @Test("a lane per role in order of appearance, UIKit first")
    func lanes() throws {
        let (_, diagram) = try Self.diagram()
        #expect(diagram.lanes == ["UIKit", "collection", "collection.drag", "collection.drop", "app"])
    }

    @Test("one arrow per callback, a note per engine event, a band per step that traced")
    func svg() throws {
        let (result, diagram) = try Self.diagram()
        let svg = diagram.picture(title: "move").svg()
        #expect(isStandaloneSVG(svg))
        let callbacks = result.trace.filter(SequenceDiagram.isCallback)
        #expect(callbacks.count >= 8)
        #expect(svg.components(separatedBy: "<polygon").count - 1 == callbacks.count)
        #expect(svg.contains(">performDrop [0,2] items=1</text>"))
        #expect(svg.contains(">batch delete [0,0] insert [0,2]</text>"))
        #expect(svg.contains(">step 2 (line 6): lift</text>"))
        #expect(svg.contains(">step 3 (line 7): move: {cell: 2}</text>"))
        #expect(svg.contains(">step 4 (line 8): drop</text>"))
        #expect(!svg.contains(">step 1 "))
        #expect(svg.contains(">0ms</text>"))
    }

    @Test("Mermaid: participants, a rect and note per step, arrows for callbacks")
    func mermaid() throws {
        let (_, diagram) = try Self.diagram()
        let text = diagram.mermaid()
        #expect(text.hasPrefix("""
        sequenceDiagram
            participant P0 as UIKit
            participant P1 as collection
            participant P2 as collection.drag
            participant P3 as collection.drop
            participant P4 as app
            rect rgb(236, 242, 250)
            Note over P0,P4: launch
            Note right of P1: 0ms cell [0,0] fetched
        """))
        #expect(text.contains("""
            Note over P0,P4: step 2 (line 6): lift
            P0->>P2: 0ms itemsForBeginning [0,0] -> 1 item
        """))
        #expect(text.contains("    P0->>P3: 0ms performDrop [0,2] items=1\n"))
        #expect(text.components(separatedBy: "    rect ").count == text.components(separatedBy: "    end\n").count)
        #expect(text.hasSuffix("    end\n"))
    }

    @Test("a trace without a recording is one band; # and ; are written as Mermaid's entity codes")
    func unrecorded() {
        let trace = [TraceEvent(time: 300, role: "safari.provider", text: "failed public.url x: #1; gone"), TraceEvent(time: 300, role: "collection.drop", text: "performDrop [0,0] items=1")]
        let diagram = SequenceDiagram(trace: trace)
        #expect(diagram.mermaid() == """
        sequenceDiagram
            participant P0 as UIKit
            participant P1 as safari.provider
            participant P2 as collection.drop
            rect rgb(236, 242, 250)
            Note over P0,P2: launch
            Note right of P1: 300ms failed public.url x: #35;1#59; gone
            P0->>P2: 300ms performDrop [0,0] items=1
            end

        """)
    }
}
