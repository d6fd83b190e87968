import Foundation
import DragDropCore
import GalleryCore
import ScenarioKit
import Testing

@Suite("Given, per app (docs/FORMAT.md)")
struct GivenTests {
    @Test("each app starts from its defaults when nothing is given")
    func defaults() throws {
        #expect(try decodeOne("scenario: s").app == ConfiguredApp(GalleryApp.self, configuration: GalleryConfiguration(images: nil, columns: 3, width: 768, saved: nil, variant: .tutorial)))
        #expect(try decodeOne("scenario: s\napp: board").app == ConfiguredApp(BoardApp.self, configuration: BoardConfiguration(sections: nil)))
        #expect(try decodeOne("scenario: s\napp: canvas").app == ConfiguredApp(CanvasApp.self, configuration: CanvasConfiguration(views: [])))
    }

    @Test("app may come after the given it decides")
    func appAfterGiven() throws {
        let scenario = try decodeOne("""
        given:
          sections: [[a, b], [c]]
        steps:
          - touch: {cell: [1, 0]}
        scenario: s
        app: board
        """)
        #expect(scenario.app.name == "board")
        #expect(scenario.app.configuration(as: BoardConfiguration.self) == BoardConfiguration(sections: [["a", "b"], ["c"]]))
    }

    @Test("the gallery's given: images with fetches, layout, store and variant")
    func gallery() throws {
        let scenario = try decodeOne("""
        scenario: s
        given:
          images:
            - https://a.example/one.jpg
            - { url: "https://a.example/two.jpg", aspect: 0.5, fetch: { after: 2s, fails: "404" } }
          columns: 2
          width: 500.5
          saved: '{"images": []}'
          variant: corrected
        """)
        #expect(scenario.app.configuration(as: GalleryConfiguration.self) == GalleryConfiguration(
            images: [
                GalleryImage(url: "https://a.example/one.jpg", aspect: 1.0),
                GalleryImage(url: "https://a.example/two.jpg", aspect: 0.5, fetchDelay: 2_000, fetchFailure: "404"),
            ],
            columns: 2, width: 500.5, saved: #"{"images": []}"#, variant: .corrected
        ))
    }

    @Test("the canvas's views keep their order and every setting")
    func canvas() throws {
        let scenario = try decodeOne("""
        scenario: s
        app: canvas
        given:
          views:
            zeta:
              drag:
                - provides: { public.plain-text: { value: hi, after: 10ms } }
                  local: 7
              add:
                - provides: { public.image: { width: 2, height: 1 } }
              restricted: true
              allowsMove: false
              fullSizePreview: true
            alpha:
              lift: none
              drop: { accepts: [public.plain-text], operation: move, loads: public.plain-text }
            empty:
        """)
        let canvas = try #require(scenario.app.configuration(as: CanvasConfiguration.self))
        #expect(canvas.views.map(\.name) == ["zeta", "alpha", "empty"])
        #expect(canvas.views[0] == CanvasViewConfiguration(
            name: "zeta",
            drag: [CanvasItem(provides: [.init(typeIdentifier: "public.plain-text", value: .text("hi"), delay: 10)], local: "7")],
            add: [CanvasItem(provides: [.init(typeIdentifier: "public.image", value: .image(Image(width: 2, height: 1)))])],
            restricted: true, allowsMove: false, fullSizePreview: true
        ))
        #expect(canvas.views[1] == CanvasViewConfiguration(
            name: "alpha", liftNone: true,
            drop: CanvasDrop(accepts: ["public.plain-text"], operation: .move, loads: "public.plain-text")
        ))
        #expect(canvas.views[2] == CanvasViewConfiguration(name: "empty"))
        #expect(scenario.app.viewNames == ["zeta", "alpha", "empty"])
    }

    /// A canvas whose view `card` drags one text, on lines 1 to 6: the previews' tests add its
    /// `preview:` on line 7.
    static let canvasCard = """
    scenario: s
    app: canvas
    given:
      views:
        card:
          drag: [ { provides: { public.plain-text: hi } } ]
    """

    @Test("a canvas view's previews: none, default, or another view with parameters and a target")
    func canvasPreviews() throws {
        let scenario = try decodeOne("""
        \(Self.canvasCard)
              preview:
                lift: { view: badge, background: clear, path: [0, 0, 80, 40], center: [40, 20] }
                cancel: none
            plain:
              drag: [ { provides: { public.plain-text: hi } } ]
              preview: { lift: none, cancel: { center: [10, 10], scale: 0.5 } }
        """)
        let canvas = try #require(scenario.app.configuration(as: CanvasConfiguration.self))
        #expect(canvas.views[0].liftPreview == DragPreview(
            view: "badge",
            parameters: DragPreviewParameters(visiblePath: CGRect(x: 0, y: 0, width: 80, height: 40), backgroundColor: "clear"),
            target: DragPreviewTarget(center: CGPoint(x: 40, y: 20))
        ))
        #expect(canvas.views[0].cancelPreview == nil)
        #expect(canvas.views[1].liftPreview == nil)
        #expect(canvas.views[1].cancelPreview == .retargeted(center: CGPoint(x: 10, y: 10), scale: 0.5))
    }

    @Test("a canvas preview cut to text lines, aimed at a container with a rotation")
    func canvasTextLinesAndContainer() throws {
        let scenario = try decodeOne("""
        \(Self.canvasCard)
              preview:
                lift: { lines: [[0, 0, 80, 20], [0, 24, 50, 20]], container: shelf, center: [40, 22], rotation: 15 }
        """)
        let canvas = try #require(scenario.app.configuration(as: CanvasConfiguration.self))
        let preview = try #require(canvas.views[0].liftPreview)
        #expect(preview.parameters == DragPreviewParameters(textLineRects: [CGRect(x: 0, y: 0, width: 80, height: 20), CGRect(x: 0, y: 24, width: 50, height: 20)]))
        #expect(preview.target == DragPreviewTarget(container: "shelf", center: CGPoint(x: 40, y: 22), rotation: 15))
        #expect(preview.description == "lines=2 path=(0,0,80,44) retarget container=shelf center=(40,22) scale=1 rotation=15")
    }

    @Test("a canvas preview that is not none, default or a preview mapping is refused where it is", arguments: [
        ("lift: never", "bad.yaml:7:24: error: a preview is 'none', 'default' or a mapping of view, background, path or lines, container, center, scale and rotation; found 'never'"),
        ("lift: { path: [0, 0, 80] }", "bad.yaml:7:32: error: 'path' is [x, y, width, height], width and height not negative; found 3 numbers"),
        ("cancel: { scale: 2 }", "bad.yaml:7:35: error: 'container', 'scale' and 'rotation' go with 'center': they make the target a preview is aimed at"),
        ("lift: { container: shelf }", "bad.yaml:7:37: error: 'container', 'scale' and 'rotation' go with 'center': they make the target a preview is aimed at"),
        ("lift: { lines: [[0, 0, 80, 20]], path: [0, 0, 1, 1] }", "bad.yaml:7:57: error: a preview is cut by 'path' or by text 'lines', not both"),
        ("lift: { colour: red }", "bad.yaml:7:26: error: unknown key 'colour'; expected one of: view, background, path, lines, container, center, scale, rotation"),
    ])
    func canvasPreviewRefused(_ preview: String, _ expected: String) {
        let yaml = """
        \(Self.canvasCard)
              preview: { \(preview) }
        """
        #expect(rendered(yaml).split(separator: "\n").first.map(String.init) == expected)
    }

    @Test("a canvas view's localContext, session choice and performDrop logs")
    func canvasContextAndLogs() throws {
        let scenario = try decodeOne("""
        \(Self.canvasCard)
              context: label-drag
              addsTo: last
            box:
              drop: { accepts: [public.plain-text], logs: [localObject, localContext, progress] }
        """)
        let canvas = try #require(scenario.app.configuration(as: CanvasConfiguration.self))
        #expect(canvas.views[0].context == "label-drag")
        #expect(canvas.views[0].addsTo == .last)
        #expect(canvas.views[1].addsTo == CanvasViewConfiguration.SessionChoice.none)
        #expect(canvas.views[1].drop?.logs == [.localObject, .localContext, .progress])
    }

    @Test("a canvas item's representation visibility, by type")
    func canvasVisibility() throws {
        let scenario = try decodeOne("""
        scenario: s
        app: canvas
        given:
          views:
            card:
              drag:
                - provides: { object: { fields: { name: Ada } }, public.plain-text: Ada }
                  visibility: { object: ownProcess }
        """)
        let canvas = try #require(scenario.app.configuration(as: CanvasConfiguration.self))
        #expect(canvas.views[0].drag?.first?.provides.map(\.visibility) == [.ownProcess, .all])
    }

    @Test("a canvas visibility of a type the item does not provide, or not a visibility, is refused where it is", arguments: [
        ("visibility: { object: secret }", "bad.yaml:8:33: error: expected one of 'all', 'team', 'group', 'ownProcess'; found 'secret'"),
        ("visibility: { public.url: all }", "bad.yaml:8:37: error: 'visibility' names 'public.url', which the item does not provide"),
    ])
    func canvasVisibilityRefused(_ line: String, _ expected: String) {
        let yaml = """
        scenario: s
        app: canvas
        given:
          views:
            card:
              drag:
                - provides: { object: { fields: { name: Ada } } }
                  \(line)
        """
        #expect(rendered(yaml).split(separator: "\n").first.map(String.init) == expected)
    }

    @Test("a canvas session choice or log that is not one of its words is refused where it is", arguments: [
        ("addsTo: second", "bad.yaml:7:15: error: expected one of 'none', 'first', 'last'; found 'second'"),
        ("drop: { accepts: [a], logs: [session] }", "bad.yaml:7:36: error: expected one of 'localObject', 'localContext', 'progress'; found 'session'"),
    ])
    func canvasWordRefused(_ line: String, _ expected: String) {
        let yaml = """
        \(Self.canvasCard)
              \(line)
        """
        #expect(rendered(yaml).split(separator: "\n").first.map(String.init) == expected)
    }

    @Test("other apps as sources and targets keep their order and operations")
    func otherApps() throws {
        let scenario = try decodeOne("""
        scenario: s
        sources:
          zed: [{ id: b, provides: { public.plain-text: b } }, { id: a, provides: { public.plain-text: a } }]
          abe: [{ id: c, provides: { public.plain-text: c } }]
        targets:
          photos: { accepts: [public.image, public.url] }
          notes: { accepts: [public.plain-text], operation: forbidden }
        """)
        #expect(scenario.sources.map(\.app) == ["zed", "abe"])
        #expect(scenario.sources.first?.items.map(\.id) == ["b", "a"])
        #expect(scenario.targets.map(\.name) == ["photos", "notes"])
        #expect(scenario.targets.map(\.operation) == [.copy, .forbidden])
        #expect(scenario.targets.first?.accepts == ["public.image", "public.url"])
    }
}
