import ScenarioKit
import ScenarioTestSupport
import Testing

@Suite("Pictures mid-drag")
struct MidDragPictureTests {
    static let trash = """
    scenario: trash
    sources:
      safari:
        - id: dawn
          provides:
            public.image: { width: 1200, height: 800 }
    steps:
      - touch: { cell: 1 }
      - lift
      - add: { cell: 2 }
      - move: { view: trash }
      - drop
    \(ScenarioText.dragSteps(from: "source: safari, item: dawn", to: "view: trash"))
    """

    /// The number of `<rect>`s of `fill` in `svg`.
    static func boxes(_ svg: String, fill: String) -> Int {
        svg.components(separatedBy: "fill=\"\(fill)\"").count - 1
    }

    @Test("a lifted pair sits under finger 1 with its count badge; over the trash it shows the copy badge")
    func stackAndBadges() throws {
        let recording = try #require(try recordYAML(Self.trash).recording)
        let lifted = try #require(recording.afterStep[1])
        #expect(lifted.title.hasSuffix("; finger 1 drags 1 item"))
        let added = try #require(recording.afterStep[2])
        #expect(added.title.hasSuffix("; finger 1 drags 2 items"))
        #expect(added.svg().contains(">2</text>"), "the count badge")
        #expect(Self.boxes(added.svg(), fill: "#2e9e44") == 0, "no copy badge over the gallery's own cells")
        let overTrash = try #require(recording.afterStep[3])
        #expect(overTrash.title.hasSuffix("; finger 1 drags 2 items: copy"))
        #expect(Self.boxes(overTrash.svg(), fill: "#2e9e44") == 1, "the copy badge")
        let dropped = try #require(recording.afterStep[4])
        // The trash's previewForDropping shrinks each image to a tenth, into the trash.
        #expect(dropped.title.hasSuffix("; 2 items dropped into a 0.1× preview"))
        #expect(dropped.svg().contains("stroke-dasharray=\"4 3\""), "the items' way into the trash")
    }

    /// A canvas whose stamp returns nil from previewForLifting and whose card keeps the default.
    static func canvas(lifting view: String) -> String {
        """
        scenario: lift
        app: canvas
        given:
          views:
            stamp:
              drag: [ { provides: { public.plain-text: stamp } }, { provides: { public.plain-text: ink } } ]
              preview: { lift: none }
            card:
              drag: [ { provides: { public.plain-text: card } } ]
        steps:
          - touch: { view: \(view) }
          - lift
        """
    }

    @Test("items previewForLifting returned nil for are drawn as an empty dashed stack marked 'no lift preview'")
    func noLiftPreview() throws {
        let stamp = try #require(try recordYAML(Self.canvas(lifting: "stamp")).recording?.afterStep[1])
        #expect(stamp.title.hasSuffix("; finger 1 drags 2 items; 2 items with no lift preview"))
        #expect(stamp.svg().contains(">no lift preview</text>"))
        #expect(Self.boxes(stamp.svg(), fill: "none") == 2, "two empty outlines where the lifted cards would be")
        let card = try #require(try recordYAML(Self.canvas(lifting: "card")).recording?.afterStep[1])
        #expect(card.title.hasSuffix("; finger 1 drags 1 item"))
        #expect(!card.svg().contains("no lift preview"))
        #expect(Self.boxes(card.svg(), fill: "none") == 0)
    }

    @Test("Safari's picture over the trash shows the forbidden badge, and goes back when released")
    func forbidden() throws {
        let recording = try #require(try recordYAML(Self.trash).recording)
        let onSafari = try #require(recording.afterStep[6])
        #expect(onSafari.title.hasSuffix("; finger 1 drags 1 item"))
        #expect(onSafari.svg().contains(">safari</text>"), "the other app's panel")
        let overTrash = try #require(recording.afterStep[7])
        #expect(overTrash.title.hasSuffix("; finger 1 drags 1 item: forbidden"))
        #expect(overTrash.svg().contains("fill=\"#fff\" stroke=\"#c33\" rx=\"16\""), "the forbidden badge")
        #expect(recording.afterStep[8]?.title.hasSuffix("; 1 item going back") == true)
    }

    @Test("the other app receiving the drop shows what it received")
    func otherAppReceives() throws {
        let result = try recordYAML("""
        scenario: out to photos
        targets:
          photos: { accepts: [public.image] }
        steps:
          - touch: { cell: 1 }
          - lift
          - move: { app: photos }
          - drop
        """)
        let recording = try #require(result.recording)
        let over = try #require(recording.afterStep[2])
        #expect(over.title.hasSuffix("; finger 1 drags 1 item: copy"))
        // The image loads at once, within the drop's step.
        let dropped = try #require(recording.afterStep[3])
        #expect(dropped.title.hasSuffix("; 1 item dropped"))
        #expect(dropped.svg().contains(">received an item: 1 loaded</text>"))
        #expect(dropped.svg().contains("fill=\"#eaf7ea\" stroke=\"#3a3\""), "the receiving app's panel lit")
    }

    @Test("a canvas of many views wraps them three a row, narrow enough to be shown at 0.8")
    func manyViews() throws {
        let views = (1...10).map { "    v\($0): { drop: { accepts: [public.plain-text] } }" }.joined(separator: "\n")
        let result = try recordYAML("scenario: many\napp: canvas\ngiven:\n  views:\n\(views)\n")
        let launch = try #require(result.recording?.launch)
        #expect(launch.width <= 500)
        #expect(launch.svg().contains(">v10</text>"))
        #expect(launch.height > 4 * 110 && launch.height < 4 * 130)
    }
}
