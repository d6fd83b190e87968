import DragDropCore
import ScenarioKit
import ScenarioTestSupport
import Testing

@Suite("Recording a replay")
struct RecordingTests {
    static let move = """
    scenario: move Venice
    \(ScenarioText.gallery("venice.jpg", "artika.jpg", "dawn.jpg"))
    steps:
      - touch: { cell: 0 }
      - lift
      - move: { cell: 2 }
      - drop
      - expect:
          images: [artika.jpg, dawn.jpg, venice.jpg]
    """

    @Test("the trace is cut by the runner's step marks: launch, each step, the settle")
    func groups() throws {
        let result = try recordYAML(Self.move)
        #expect(result.stepMarks.count == 6)
        let groups = result.traceGroups
        #expect(groups.map(\.cause) == [.launch, .step(1), .step(2), .step(3)])
        #expect(groups[0].events.map(\.untimedLine) == ["collection cell [0,0] fetched", "collection cell [0,1] fetched", "collection cell [0,2] fetched"])
        #expect(groups[1].events.first?.text == "itemsForBeginning [0,0] -> 1 item")
        #expect(groups[3].events.contains { $0.text == "performDrop [0,2] items=1" })
        #expect(groups.map(\.events.count).reduce(0, +) == result.trace.count)
    }

    @Test("the app is drawn at launch, after each expect step, each step before a drag, each step that changes a drag, and at the end")
    func pictures() throws {
        let result = try recordYAML(Self.move)
        let recording = try #require(result.recording)
        #expect(recording.launch?.title == "gallery: venice.jpg, artika.jpg, dawn.jpg")
        #expect(recording.afterStep.keys.sorted() == [1, 2, 3, 4])
        #expect(recording.afterStep[1]?.title == "gallery: venice.jpg, artika.jpg, dawn.jpg; finger 1 drags 1 item")
        #expect(recording.afterStep[2]?.title == "gallery: venice.jpg, artika.jpg, dawn.jpg; a gap opens at [0,2]; finger 1 drags 1 item: move")
        #expect(recording.afterStep[3]?.title == "gallery: artika.jpg, dawn.jpg, venice.jpg; 1 item dropped")
        let twoDrags = try recordYAML(Self.move.replacingOccurrences(of: "  - expect:", with: "  - touch: { cell: 0 }\n  - cancel\n  - expect:"))
        // The touch is no drag yet; the cancel ends the touch with nothing to let go of.
        #expect(twoDrags.recording?.afterStep.keys.sorted() == [1, 2, 3, 5, 6])
        #expect(twoDrags.recording?.afterStep[5]?.title == "gallery: artika.jpg, dawn.jpg, venice.jpg")
        #expect(recording.afterStep[4]?.title == "gallery: artika.jpg, dawn.jpg, venice.jpg")
        #expect(recording.end?.title == "gallery: artika.jpg, dawn.jpg, venice.jpg")
    }

    @Test("inside a reorder the app is drawn at each via point: in the waterfall the other cards shift and the held one changes size")
    func viaPoints() throws {
        let result = try recordYAML("""
        scenario: a card through the waterfall
        app: board
        given:
          sections: [[a, b, c, d]]
          layout: waterfall
          heights: { a: 300, b: 150, c: 200, d: 250 }
        steps:
          - reorder: { from: 0, to: 2, via: [{ cell: 1 }, { cell: 2 }] }
        """)
        let recording = try #require(result.recording)
        let inside = try #require(recording.withinStep[0])
        #expect(inside.count == 2)
        // The cards in the order they are drawn (a, b, c, d), with their heights less the
        // margin: a, held over b's place, takes b's height there and c's over c's place.
        func cards(_ picture: Picture) -> [String] {
            picture.shapes.compactMap { if case .text(_, _, let text, 40, _, _) = $0 { text } else { nil } }
        }
        func heights(_ picture: Picture) -> [Double] {
            picture.shapes.compactMap { if case .box(_, _, _, let height, let style) = $0, style.fill == "#c8c8c8" { height } else { nil } }
        }
        #expect(cards(inside[0]) == ["a", "b", "c", "d"])
        #expect(recording.launch.map(heights) == [292, 142, 192, 242])
        #expect(heights(inside[0]) == [142, 292, 192, 242])
        #expect(heights(inside[1]) == [192, 292, 142, 242])
        #expect(recording.afterStep.isEmpty)
    }

    @Test("a step that stops the run has no picture; the end shows the app where it stopped")
    func stopped() throws {
        let result = try recordYAML("""
        scenario: stops
        \(ScenarioText.gallery("venice.jpg"))
        steps:
          - expect: { placeholders: 0 }
          - drop
          - touch: { cell: 0 }
        """)
        #expect(result.status == .error)
        let recording = try #require(result.recording)
        #expect(result.stepsRun.count == 2)
        // The expect step is drawn; the drop before the drag would be, but stopped the run.
        #expect(recording.afterStep.keys.sorted() == [0])
        #expect(recording.end?.title == "gallery: venice.jpg")
    }

    @Test("a runner that does not record leaves the result without a recording")
    func notRecording() {
        #expect(runYAML(Self.move).results.allSatisfy { $0.recording == nil })
    }
}
