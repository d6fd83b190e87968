import DragDropCore
import Foundation
import GalleryCore
import ScenarioKit
import Testing

/// The format's first examples, kept word for word: the format's own words must decode.
@Suite("The format's first examples")
struct SpecExampleTests {
    static let fileExample = """
    scenario: Move Venice to the end of the first row     # required, unique within a suite
    description: Reproduces the first local reorder of the tutorial.
    tags: [tutorial, reorder]
    app: gallery                  # gallery (default) | board | canvas — see docs/GUIDE.md
    given:                        # the app's starting state; keys depend on the app (docs/FORMAT.md)
      columns: 3
      images:
        - { url: "https://img.example/venice.jpg", aspect: 1.5 }
        - { url: "https://img.example/artika.jpg", aspect: 0.8 }
        - { url: "https://img.example/dawn.jpg", aspect: 1.0 }
    sources:                      # other apps that offer items to drag in (optional)
      safari:
        - id: sunrise
          provides:
            public.url:   { value: "https://img.example/sunrise.jpg", after: 300ms }
            public.image: { width: 1200, height: 800, after: 2s }
    targets:                      # other apps that accept drops (optional)
      photos: { accepts: [public.image] }
    steps:
      - touch: { cell: 0 }
      - lift
      - move: { cell: 2 }
      - drop
    expect:
      images: [artika.jpg, dawn.jpg, venice.jpg]
      placeholders: 0
      trace:
        contains:
          - collection.drop dropSessionDidUpdate [0,2] -> move insertAtDestinationIndexPath
          - collection.drop performDrop*
    """

    @Test("the example of a whole file decodes to exactly what it says")
    func fileExampleDecodes() throws {
        let scenario = try decodeOne(Self.fileExample)
        #expect(scenario.name == "Move Venice to the end of the first row")
        #expect(scenario.description == "Reproduces the first local reorder of the tutorial.")
        #expect(scenario.tags == ["tutorial", "reorder"])
        #expect(scenario.app.name == "gallery")
        #expect(scenario.settle)
        #expect(scenario.location == at(1, 1))
        #expect(scenario.app.configuration(as: GalleryConfiguration.self) == GalleryConfiguration(
            images: [
                GalleryImage(url: "https://img.example/venice.jpg", aspect: 1.5),
                GalleryImage(url: "https://img.example/artika.jpg", aspect: 0.8),
                GalleryImage(url: "https://img.example/dawn.jpg", aspect: 1.0),
            ],
            columns: 3
        ))
        #expect(scenario.sources == [OtherAppSource(app: "safari", items: [
            .init(id: "sunrise", representations: [
                ItemRepresentation(typeIdentifier: "public.url", value: .text("https://img.example/sunrise.jpg"), delay: 300),
                ItemRepresentation(typeIdentifier: "public.image", value: .image(Image(width: 1200, height: 800)), delay: 2_000),
            ], location: at(13, 11)),
        ], location: at(12, 3))])
        #expect(scenario.targets == [OtherAppTarget(name: "photos", accepts: ["public.image"], location: at(18, 3))])
        #expect(scenario.steps == [
            Step(.touch(StepTarget(.cell(IndexPath(item: 0, section: 0)), location: at(20, 12))), location: at(20, 5)),
            Step(.lift, location: at(21, 5)),
            Step(.move(StepTarget(.cell(IndexPath(item: 2, section: 0)), location: at(22, 11))), location: at(22, 5)),
            Step(.drop, location: at(23, 5)),
        ])
        let expect = try #require(scenario.expect)
        #expect(expect.entries == [
            Expectation(.images([
                ImageExpectation(url: "artika.jpg", location: at(25, 12)),
                ImageExpectation(url: "dawn.jpg", location: at(25, 24)),
                ImageExpectation(url: "venice.jpg", location: at(25, 34)),
            ]), location: at(25, 3)),
            Expectation(.placeholders(0), location: at(26, 3)),
            Expectation(.trace(.patterns(contains: [
                TracePattern("collection.drop dropSessionDidUpdate [0,2] -> move insertAtDestinationIndexPath", location: at(29, 9)),
                TracePattern("collection.drop performDrop*", location: at(30, 9)),
            ], excludes: [])), location: at(27, 3)),
        ])
    }

    @Test("every step form decodes, finger beside or inside")
    func stepForms() throws {
        let steps = try decodeSteps("""
          - touch: { cell: 0 }
          - lift
          - lift: {finger: 2}
          - lift:
            finger: 2
          - add: { cell: 1 }
          - move: { cell: 2 }
          - drop
          - cancel
          - wait: 250ms
          - settle
          - reorder: {from: 0, to: 2, via: [{cell: 1}], cancel: false}
          - relaunch
          - expect: { placeholders: 0 }
        """)
        #expect(steps.map(\.kind.name) == ["touch", "lift", "lift", "lift", "add", "move", "drop", "cancel", "wait", "settle", "reorder", "relaunch", "expect"])
        #expect(steps.map(\.finger) == [1, 1, 2, 2, 1, 1, 1, 1, 1, 1, 1, 1, 1])
    }

    @Test("every target form decodes")
    func targetForms() throws {
        let steps = try decodeSteps("""
          - touch: {cell: 0}
          - touch: {point: [10, 20.5]}
          - touch: {empty: true}
          - touch: {view: trash}
          - touch: {source: safari, item: sunrise}
          - move: {app: photos}
          - move: {nowhere: true}
          - move: {view: trash, point: [1, 2]}
        """, extra: """
        sources: { safari: [{id: sunrise, provides: {public.url: "https://a.example/b.jpg"}}] }
        targets: { photos: { accepts: [public.image] } }
        """)
        let kinds = steps.compactMap { step -> StepTarget.Kind? in
            switch step.kind {
            case .touch(let target), .move(let target): target.kind
            default: nil
            }
        }
        #expect(kinds == [
            .cell(IndexPath(item: 0, section: 0)),
            .point(CGPoint(x: 10, y: 20.5)),
            .empty,
            .view("trash", point: nil),
            .source(app: "safari", item: "sunrise"),
            .app("photos"),
            .nowhere,
            .view("trash", point: CGPoint(x: 1, y: 2)),
        ])
    }

    @Test("the representation of a custom type keeps its fields in order")
    func customType() throws {
        let scenario = try decodeOne("""
        scenario: s
        sources:
          contacts:
            - id: ada
              provides:
                com.example.person: {fields: {name: Ada, age: 36}}
        """)
        #expect(scenario.sources.first?.items.first?.representations == [
            ItemRepresentation(typeIdentifier: "com.example.person", value: .fields([.init(name: "name", value: "Ada"), .init(name: "age", value: "36")])),
        ])
    }
}
