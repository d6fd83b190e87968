import ScenarioKit
import ScenarioTestSupport
import Testing

@Suite("Pictures of the apps")
struct AppPictureTests {
    @Test("the gallery shows placeholders dashed while loads are pending, then the images landed")
    func placeholders() throws {
        let result = try recordYAML("""
        scenario: from safari
        \(ScenarioText.safari("dawn", .image(after: "100ms"), .url(after: "200ms")))
        steps:
          - touch: { source: safari, item: dawn }
          - lift
          - move: { cell: 3 }
          - drop
          - expect: { placeholders: 1 }
        """)
        let recording = try #require(result.recording)
        let atExpect = try #require(recording.afterStep[4])
        #expect(atExpect.title == "gallery: france-paris-eiffel-tower.jpg, canal-of-Venice.jpg, arctic-12.jpg; 1 placeholder")
        let svg = atExpect.svg()
        #expect(isStandaloneSVG(svg))
        #expect(svg.contains("stroke-dasharray=\"6 4\""))
        #expect(svg.contains(">placeholder</text>"))
        #expect(recording.end?.title == "gallery: france-paris-eiffel-tower.jpg, canal-of-Venice.jpg, arctic-12.jpg, dawn.jpg")
        #expect(recording.end?.svg().contains("stroke-dasharray") == false)
    }

    @Test("cells sit in the flow layout at their aspect ratios; loading and error images say so")
    func cells() throws {
        let result = try recordYAML("""
        scenario: fetches
        given:
          columns: 2
          width: 400
          images:
            - { url: "https://img.example/wide.jpg", aspect: 2 }
            - { url: "https://img.example/gone.jpg", aspect: 1, fetch: { after: 1s, fails: "404" } }
        settle: false
        """)
        let launch = try #require(result.recording?.launch)
        // 400 / 2 = 200 wide; 200 / 2 = 100 tall, and 200 / 1 = 200 tall beside it.
        #expect(launch.svg().contains("width=\"196\" height=\"96\""))
        #expect(launch.svg().contains("width=\"196\" height=\"196\""))
        #expect(launch.svg().contains(">loading…</text>"))
        let later = try recordYAML("""
        scenario: fetches
        given:
          images:
            - { url: "https://img.example/gone.jpg", aspect: 1, fetch: { after: 1s, fails: "404" } }
        """)
        #expect(later.recording?.end?.svg().contains(">error image</text>") == true)
    }

    @Test("the board shows its sections and the open + slots of a drag")
    func board() throws {
        let result = try recordYAML("""
        scenario: board
        app: board
        given:
          sections: [[a, b], [c]]
        \(ScenarioText.lift(from: "cell: 0"))
          - expect: { sections: [[a, b, +], [c, +]] }
          - cancel
        """)
        let recording = try #require(result.recording)
        #expect(recording.afterStep[2]?.title == "board: section 0: a, b, +; section 1: c, +; finger 1 drags 1 item")
        #expect(recording.afterStep[2].map { isStandaloneSVG($0.svg()) } == true)
        #expect(recording.end?.title == "board: section 0: a, b; section 1: c")
    }

    @Test("the canvas shows each view and the text a drop gave it")
    func canvas() throws {
        let result = try recordYAML("""
        scenario: canvas
        app: canvas
        given:
          views:
            source: { drag: [{ provides: { public.plain-text: hello } }] }
            target: { drop: { accepts: [public.plain-text], loads: public.plain-text } }
        \(ScenarioText.drag(from: "view: source", to: "view: target"))
        """)
        let recording = try #require(result.recording)
        #expect(recording.launch?.title == "canvas: source empty, target empty")
        #expect(recording.end?.title == "canvas: source empty, target shows \"hello\"")
        #expect(recording.end?.svg().contains("“hello”") == true)
    }

    @Test("extreme sizes give a bounded picture, never a broken one")
    func extreme() throws {
        let result = try recordYAML("""
        scenario: huge
        given:
          columns: 1
          width: 1e300
          images:
            - { url: "https://img.example/thin.jpg", aspect: 0.000001 }
            - { url: "https://img.example/<&>.jpg", aspect: 1e300 }
        """)
        let svg = try #require(result.recording?.end?.svg())
        #expect(isStandaloneSVG(svg))
        #expect(!svg.contains("e+") && !svg.contains("inf") && !svg.contains("nan"))
    }
}
