import ScenarioAppKit
import ScenarioKit
import ScenarioTestSupport
import Testing

/// The pictures show what the articles show: the preview a delegate made, where a cancelled
/// item flies, how big a preview is, where a collection view makes room, what was handed over.
@Suite("Pictures of what the articles show")
struct ArticlePictureTests {
    /// The boxes of `picture`, as (x, y, width, height, fill).
    static func boxes(_ picture: Picture) -> [(x: Double, y: Double, width: Double, height: Double, fill: String, dashed: Bool)] {
        picture.shapes.compactMap { shape in
            guard case .box(let x, let y, let width, let height, let style) = shape else { return nil }
            return (x, y, width, height, style.fill, style.dashed)
        }
    }

    static func lines(_ picture: Picture) -> [(x1: Double, y1: Double, x2: Double, y2: Double, arrow: Bool)] {
        picture.shapes.compactMap { shape in
            guard case .line(let x1, let y1, let x2, let y2, _, _, let arrow) = shape else { return nil }
            return (x1, y1, x2, y2, arrow)
        }
    }

    static func texts(_ picture: Picture) -> [String] {
        picture.shapes.compactMap { shape in
            guard case .text(_, _, let text, _, _, _) = shape else { return nil }
            return text
        }
    }

    /// The picture after step `step` of the tutorial scenario `path`.
    static func tutorialPicture(_ path: String, afterStep step: Int) throws -> Picture {
        let loaded = ScenarioLoader(apps: .shipped).load([PackagePaths.scenarios + "/tutorial/" + path])
        let scenario = try #require(loaded.scenarios.first)
        let result = ScenarioRunner(goldens: GoldenTrace(update: false, isCI: true), records: true).run(scenario.scenario, file: scenario.file.path)
        return try #require(result.recording?.afterStep[step])
    }

    @Test("a custom lift preview is drawn as its view, cut to its visible path's shape, dashed for its clear background")
    func customLiftPreview() throws {
        let picture = try Self.tutorialPicture("003-previews-and-types/01-custom-lift-preview.yaml", afterStep: 1)
        #expect(picture.title.contains("lifted as badge, path 80×40, background clear"))
        let card = Self.boxes(picture).filter { $0.fill == PictureColour.fill(for: "badge") && $0.dashed }
        #expect(card.contains { $0.width == 80 && $0.height == 40 }, "\(card)")
        #expect(Self.texts(picture).contains("badge"))
    }

    static func cancel(preview: String) -> String {
        """
        scenario: cancel
        app: canvas
        given:
          views:
            card:
              drag: [ { provides: { public.plain-text: note } } ]
        \(preview)
            wall:
              drop: { accepts: [public.image], operation: copy }
        steps:
          - touch: { view: card }
          - lift
          - move: { view: wall }
          - drop
        """
    }

    @Test("a cancelled item's arrow points from where the finger let go back to where the drag began")
    func cancelArrowBack() throws {
        let picture = try #require(try recordYAML(Self.cancel(preview: "")).recording?.afterStep[3])
        #expect(picture.title.contains("1 item going back"))
        let arrow = try #require(Self.lines(picture).first { $0.arrow })
        // The canvas draws card first and wall second, left to right: the arrow runs leftwards, home.
        #expect(arrow.x2 < arrow.x1, "\(arrow)")
        #expect(arrow.x2 < 8 + 150, "it ends over the card, \(arrow)")
    }

    @Test("a cancel retargeted by previewForCancelling flies to its target, shrunk, and says so")
    func retargetedCancel() throws {
        let picture = try Self.tutorialPicture("003-previews-and-types/02-retargeted-cancel.yaml", afterStep: 3)
        #expect(picture.title.contains("1 item flying to its target into a 0.5× preview"), "\(picture.title)")
        #expect(!picture.title.contains("going back"))
        #expect(Self.boxes(picture).contains { $0.width == 14 && $0.height == 14 }, "the preview at half size")
    }

    @Test("a full-size preview is drawn bigger than the about 100×100 one")
    func fullSize() throws {
        let poster = try Self.tutorialPicture("001-lifecycle/10-full-size-previews.yaml", afterStep: 1)
        let card = try Self.tutorialPicture("001-lifecycle/10-full-size-previews.yaml", afterStep: 7)
        #expect(poster.title.contains("full-size previews"))
        #expect(!card.title.contains("full-size previews"))
        #expect(Self.boxes(poster).contains { $0.width == 130 && $0.height == 130 })
        #expect(Self.boxes(card).contains { $0.width == 80 && $0.height == 80 })
        #expect(!Self.boxes(card).contains { $0.width == 130 })
    }

    static let galleryMove = """
    scenario: move
    steps:
      - touch: { cell: 0 }
      - lift
      - move: { cell: 2 }
      - drop
    """

    @Test("over the gallery, a gap opens where insertAtDestinationIndexPath will put the image")
    func gap() throws {
        let picture = try #require(try recordYAML(Self.galleryMove).recording?.afterStep[2])
        #expect(picture.title.contains("a gap opens at [0,2]"), "\(picture.title)")
        #expect(Self.boxes(picture).contains { $0.width == 8 && $0.fill == "#2860c0" })
    }

    @Test("over a board's + slot, the slot is highlighted for insertIntoDestinationIndexPath")
    func highlight() throws {
        let yaml = """
        scenario: slot
        app: board
        steps:
          - touch: { cell: [0, 0] }
          - lift
          - move: { cell: [1, 2] }
          - drop
        """
        let picture = try #require(try recordYAML(yaml).recording?.afterStep[2])
        #expect(picture.title.contains("cell [1,2] highlighted to drop into"), "\(picture.title)")
        #expect(Self.boxes(picture).contains { $0.fill == "rgba(40,110,220,0.25)" })
        // The article's cards are grey (cell.backgroundColor = .gray), its slots translucent green.
        #expect(Self.boxes(picture).contains { $0.fill == "#c8c8c8" })
        #expect(Self.boxes(picture).contains { $0.fill == "rgba(0,200,0,0.25)" })
        #expect(!Self.boxes(picture).contains { $0.fill.hasPrefix("hsl") && $0.width > 100 }, "only the lifted preview keeps its colour")
    }

    @Test("the gallery's trash sits in the navigation bar above the collection view")
    func trashInTheBar() throws {
        let picture = try #require(try recordYAML(Self.galleryMove).recording?.launch)
        let trash = try #require(Self.boxes(picture).first { $0.fill == "#e8e8e8" })
        let collection = try #require(Self.boxes(picture).first { $0.fill == PictureColour.frame })
        #expect(trash.y + trash.height <= collection.y)
    }

    @Test("another app's panel shows what it was handed")
    func handedOver() throws {
        let picture = try Self.tutorialPicture("002-board/01-slots-open-and-close.yaml", afterStep: 4)
        #expect(Self.texts(picture).contains("  public.plain-text=[3, 1]"), "\(Self.texts(picture))")
    }

    @Test("the error image says Error over a frown; a cell still fetching and a drop placeholder spin")
    func errorImageAndSpinners() throws {
        let loaded = ScenarioLoader(apps: .shipped).load([PackagePaths.scenarios + "/tutorial/000-gallery/01-error-image.yaml"])
        let scenario = try #require(loaded.scenarios.first)
        let result = ScenarioRunner(goldens: GoldenTrace(update: false, isCI: true), records: true).run(scenario.scenario, file: scenario.file.path)
        let picture = try #require(result.recording?.end)
        #expect(Self.texts(picture).contains("Error") && Self.texts(picture).contains("☹"))
        let launch = try #require(try recordYAML(Self.galleryMove).recording?.launch)
        #expect(!Self.texts(launch).contains("Error"))
        func spinners(_ picture: Picture) -> Int { Self.boxes(picture).count { $0.fill == "none" && $0.dashed && $0.width == 20 && $0.height == 20 } }
        // At 500 ms two of the three pictures are still being fetched.
        #expect(spinners(try Self.tutorialPicture("000-gallery/01-error-image.yaml", afterStep: 1)) == 2)
        #expect(spinners(picture) == 0)
        // Three Safari pictures dropped wait in placeholders, each spinning.
        let dropped = try Self.tutorialPicture("000-gallery/09-drop-three-from-safari.yaml", afterStep: 7)
        #expect(dropped.title.contains("3 placeholders"), "\(dropped.title)")
        #expect(spinners(dropped) == 3)
    }

    @Test("after a wait, the page shows the state the next expect checks mid-drag")
    func pictureAtAnExpectAfterAWait() throws {
        let loaded = ScenarioLoader(apps: .shipped).load([PackagePaths.scenarios + "/tutorial/000-gallery/09-drop-three-from-safari.yaml"])
        let html = Walkthrough(title: "t", loaded: loaded, goldens: GoldenTrace(update: false, isCI: true)).render()
        let scenario = try #require(loaded.scenarios.first?.scenario)
        let expects = scenario.steps.indices.filter { if case .expect = scenario.steps[$0].kind { true } else { false } }
        #expect(!expects.isEmpty)
        #expect(expects.contains { html.contains("<figcaption>after step \($0 + 1): ") }, "\(expects)")
    }
}
