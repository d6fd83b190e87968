import Foundation
import GalleryCore
import ScenarioAppKit
@testable import ScenarioKit
import Testing

/// The pane replayed as the step-through shows it, and a press on the picture turned into a
/// target by the app's own geometry.
@Suite("The studio's replay")
struct StudioReplayTests {
    static let folder = FileManager.default.temporaryDirectory.path

    static func replay(_ text: String, chosen: Int = 0) -> StudioReplay {
        StudioReplay(text: text, path: folder + "/pane.yaml", apps: .shipped, chosen: chosen)
    }

    @Test("every step that ran has a frame with its line, its trace and the app drawn after it, mid-drag included")
    func framesPerStep() {
        let replay = Self.replay(StudioServerTests.scenario)
        #expect(replay.diagnostics.isEmpty)
        #expect(replay.status == "passed")
        #expect(replay.frames.map(\.label) == ["launch", "touch: {cell: 0}", "lift", "move: {cell: 1}", "drop", "end, once everything settled"])
        #expect(replay.frames.map(\.line) == [1, 9, 10, 11, 12, 14])
        #expect(replay.frames[2].trace.contains { $0.contains("dragSessionWillBegin") })
        #expect(replay.frames[3].trace.contains { $0.contains("dropSessionDidUpdate [0,1]") })
        #expect(replay.frames.allSatisfy { $0.svg?.hasPrefix("<svg") == true })
        #expect(replay.appDraws)
        // After the drop the images changed places: the picture says so.
        #expect(replay.frames[3].picture?.title.hasPrefix("gallery: venice.jpg, dawn.jpg") == true)
        #expect(replay.frames[4].picture?.title.hasPrefix("gallery: dawn.jpg, venice.jpg") == true)
    }

    @Test("a frame in the middle of a drag draws it as the walkthrough does: finger, items and target")
    func dragInProgress() {
        let replay = Self.replay(StudioServerTests.scenario)
        // Lifted, then over cell 1: the finger holds the item, proposing a move there.
        #expect(replay.frames[2].picture?.title == "gallery: venice.jpg, dawn.jpg; finger 1 drags 1 item")
        #expect(replay.frames[3].picture?.title == "gallery: venice.jpg, dawn.jpg; finger 1 drags 1 item: move")
        #expect(replay.frames[3].svg?.contains("venice.jpg</text>") == true)
        // Before the lift and once it settled, nothing is in flight.
        #expect(replay.frames[1].picture?.title == "gallery: venice.jpg, dawn.jpg")
        #expect(replay.frames[5].picture?.title == "gallery: dawn.jpg, venice.jpg")
    }

    @Test("a failing expectation is shown at its step's frame with its diff, the final expect's at the end")
    func failures() {
        let text = StudioServerTests.scenario.replacingOccurrences(of: "  - drop\n", with: "  - drop\n  - expect: { images: [venice.jpg, dawn.jpg] }\n")
            .replacingOccurrences(of: "images: [dawn.jpg, venice.jpg]", with: "placeholders: 1")
        let replay = Self.replay(text)
        #expect(replay.status == "failed")
        #expect(replay.failures.map(\.line) == [13, 15])
        let step = replay.frames[5]
        #expect(step.label == "expect: {images: [venice.jpg, dawn.jpg]}")
        #expect(step.failures == [replay.failures[0].text])
        #expect(step.failures == ["\(Self.folder)/pane.yaml:13:15: error: images differ\n    - venice.jpg\n      dawn.jpg\n    + venice.jpg"])
        #expect(replay.frames.last?.failures == ["\(Self.folder)/pane.yaml:15:3: error: placeholders: expected 1, found 0"])
    }

    @Test("a step that stops the run shows its error at its own line")
    func stoppingStep() {
        let replay = Self.replay("scenario: x\nsteps:\n  - drop\n")
        #expect(replay.status == "error")
        #expect(replay.frames.map(\.label) == ["launch", "drop", "end, once everything settled"])
        #expect(replay.frames[1].failures.count == 1)
        #expect(replay.frames[1].failures.first?.hasPrefix("\(Self.folder)/pane.yaml:3:5: error: ") == true)
    }

    @Test("a pane that does not decode gives check's located errors and no frame")
    func invalid() {
        let replay = Self.replay("scenario: x\nstep: []\n")
        #expect(replay.frames.isEmpty)
        #expect(replay.status == nil)
        #expect(replay.diagnostics.count == 1)
        #expect(replay.diagnostics.first?.hasPrefix("\(Self.folder)/pane.yaml:2:1: error: unknown key 'step'") == true)
    }

    @Test("a press on the gallery's picture is a cell, the collection where no cell is, the trash, or nowhere")
    func galleryTargets() {
        let replay = Self.replay(StudioServerTests.scenario.components(separatedBy: "steps:")[0] + "steps: []\n")
        // Three columns across the collection view, which the picture insets by 8 points.
        let column = ((replay.frames.first?.picture?.width ?? 0) - 16) / 3
        // Below the navigation bar, which the picture draws 60 points tall with its margin.
        #expect(replay.target(atX: 8 + 10, y: 70) == "{cell: 0}")
        #expect(replay.target(atX: 8 + column + 10, y: 70) == "{cell: 1}")
        #expect(replay.target(atX: 8 + 2 * column + 10, y: 70) == "{empty: true}")
        #expect(replay.target(atX: 2, y: 2) == "{nowhere: true}")
        let trash = Self.regions(replay).first { $0.target == .view("trash") }
        #expect(trash.map { replay.target(atX: $0.x + 10, y: $0.y + 10) } == "{view: trash}")
    }

    @Test("a press on the board is a cell of its section; on the canvas, a view by name")
    func boardAndCanvasTargets() {
        let board = Self.replay("scenario: b\napp: board\ngiven:\n  sections: [[a, b], [c]]\nsteps: []\n")
        // The cards sit where the collection view's layout puts them, right of the section labels.
        func press(_ section: Int, _ item: Int) -> String {
            guard let card = board.regions.first(where: { $0.target == .cell(section: section, item: item) }) else { return "no card" }
            return board.target(atX: card.x + card.width / 2, y: card.y + card.height / 2)
        }
        #expect(press(0, 0) == "{cell: 0}")
        #expect(press(0, 1) == "{cell: 1}")
        #expect(press(1, 0) == "{cell: [1, 0]}")
        #expect(board.target(atX: 2, y: 2) == "{nowhere: true}")
        let canvas = Self.replay("scenario: c\napp: canvas\ngiven:\n  views:\n    note: { drag: [{provides: {public.plain-text: Hi}}] }\n    in box: { drop: { accepts: [public.plain-text] } }\nsteps: []\n")
        #expect(canvas.target(atX: 20, y: 40) == "{view: note}")
        #expect(canvas.target(atX: 8 + 162 + 20, y: 40) == "{view: \"in box\"}")
    }

    @Test("Expect this writes an expect step that passes where it was written")
    func expectThis() throws {
        let drag = "scenario: x\napp: gallery\ngiven:\n  images:\n    - { url: \"https://img.example/a b.jpg\", aspect: 1 }\n    - { url: \"https://img.example/c.jpg\", aspect: 2 }\nsteps:\n  - touch: {cell: 0}\n  - lift\n  - move: {cell: 1}\n"
        let replay = Self.replay(drag)
        let step = try #require(replay.expectStep(traceLines: ["     0ms  collection.drag  dragSessionWillBegin"]))
        #expect(step == "expect: {images: [\"https://img.example/a%20b.jpg\", \"https://img.example/c.jpg\"], placeholders: 0, session: {items: 1}, trace: {contains: [\"collection.drag  dragSessionWillBegin\"]}}")
        let pinned = try #require(StudioEdit.appending(step, toScenario: 0, in: drag))
        #expect(Self.replay(pinned).status == "passed")
        for text in ["scenario: b\napp: board\ngiven:\n  sections: [[a, \"+\"], [\"yes\"]]\nsteps:\n  - touch: {cell: 0}\n  - lift\n  - move: {cell: 1}\n  - drop\n",
                     "scenario: c\napp: canvas\ngiven:\n  views:\n    note: { drag: [{provides: {public.plain-text: \"Hi: there\"}}] }\n    inbox: { drop: { accepts: [public.plain-text], loads: public.plain-text } }\nsteps:\n  - touch: {view: note}\n  - lift\n  - move: {view: inbox}\n  - drop\n  - settle\n"] {
            let step = try #require(Self.replay(text).expectStep(traceLines: []))
            let pinned = try #require(StudioEdit.appending(step, toScenario: 0, in: text))
            let replayed = Self.replay(pinned)
            #expect(replayed.status == "passed", "\(pinned)\n\(replayed.failures.map(\.text))")
        }
    }

    @Test("Expect this pins the frame shown: the end once settled (with a settle step), or the state right after a step")
    func expectWhatIsShown() throws {
        // Safari's URL loads 300 ms after the drop: a placeholder until everything settled.
        let text = """
        scenario: x
        app: gallery
        given:
          images:
            - { url: "https://img.example/a.jpg", aspect: 1 }
        sources:
          safari:
            - id: sunrise
              provides:
                public.url: { value: "https://img.example/sunrise.jpg", after: 300ms }
                public.image: { width: 1200, height: 800, after: 200ms }
        steps:
          - touch: { source: safari, item: sunrise }
          - lift
          - move: { cell: 0 }
          - drop

        """
        let replay = Self.replay(text)
        let end = replay.frames.count - 1
        let settled = try #require(replay.expectSteps(traceLines: [], frame: end))
        #expect(settled.count == 2)
        #expect(settled.first == "settle")
        #expect(settled.last?.contains("placeholders: 0") == true, "\(settled)")
        #expect(settled.last?.contains("sunrise.jpg") == true, "\(settled)")
        let afterDrop = try #require(replay.expectSteps(traceLines: [], frame: end - 1))
        #expect(afterDrop.count == 1)
        #expect(afterDrop.first?.contains("placeholders: 1") == true, "\(afterDrop)")
        // Each, written where it was pinned, passes.
        var pinned = text
        for step in settled { pinned = try #require(StudioEdit.appending(step, toScenario: 0, in: pinned)) }
        #expect(Self.replay(pinned).status == "passed", "\(pinned)\n\(Self.replay(pinned).failures.map(\.text))")
        let dropLine = replay.frames[end - 1].line
        let expectAtDrop = try #require(afterDrop.first)
        let atDrop = try #require(StudioEdit.inserting(expectAtDrop, toScenario: 0, in: text, afterLine: dropLine))
        #expect(Self.replay(atDrop.text).status == "passed", "\(atDrop.text)")
        #expect(replay.expectSteps(traceLines: [], frame: end + 1) == nil)
    }

    static func regions(_ replay: StudioReplay) -> [Picture.Region] {
        // The trash sits in the navigation bar, at its right end, 6 points in, at its own size
        // (44 points); found through the picture's top-right corner.
        guard let picture = replay.frames.first?.picture else { return [] }
        return [Picture.Region(x: picture.width - 8 - 6 - 20, y: 14, width: 20, height: 20, target: .view("trash"))]
    }
}

/// A long scenario over many items answers in a bounded size, as the reports do.
@Suite("The studio's replay size")
struct StudioReplaySizeTests {
    @Test("past the shape budget steps are not drawn, but the end is")
    func budget() {
        let images = (0..<200).map { "    - { url: \"https://img.example/\($0).jpg\", aspect: 1 }" }.joined(separator: "\n")
        let steps = String(repeating: "  - touch: {cell: 0}\n  - lift\n  - move: {cell: 1}\n  - drop\n", count: 30)
        let replay = StudioReplayTests.replay("scenario: many\ngiven:\n  images:\n\(images)\nsteps:\n\(steps)")
        #expect(replay.status == "passed", "\(replay.failures.map(\.text))")
        let drawn = replay.frames.dropLast().compactMap(\.picture)
        #expect(drawn.count < replay.frames.count - 1)
        #expect(drawn.reduce(0) { $0 + $1.shapes.count } < Recording.shapeBudget + 1_000)
        #expect(replay.frames.last?.picture != nil)
    }
}

/// Each kind of region an app may name is written as the format writes its target.
@Suite("The studio's targets in words")
struct StudioTargetWordsTests {
    @Test("cells, the collection, views and table rows read as the format's targets")
    func words() {
        var replay = StudioReplayTests.replay("scenario: x\nsteps: []\n")
        replay.regions = [
            Picture.Region(x: 0, y: 0, width: 10, height: 10, target: .cell(section: 2, item: 3)),
            Picture.Region(x: 10, y: 0, width: 10, height: 10, target: .row(view: "list", section: 0, row: 4)),
            Picture.Region(x: 20, y: 0, width: 10, height: 10, target: .row(view: "to do", section: 1, row: 0)),
            Picture.Region(x: 30, y: 0, width: 10, height: 10, target: .view("true")),
        ]
        #expect(replay.target(atX: 5, y: 5) == "{cell: [2, 3]}")
        #expect(replay.target(atX: 15, y: 5) == "{view: list, row: 4}")
        #expect(replay.target(atX: 25, y: 5) == "{view: \"to do\", row: 0, section: 1}")
        #expect(replay.target(atX: 35, y: 5) == "{view: \"true\"}")
        #expect(replay.target(atX: 45, y: 5) == "{nowhere: true}")
    }
}
