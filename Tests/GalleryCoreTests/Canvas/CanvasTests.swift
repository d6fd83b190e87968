import DragDropCore
import Foundation
import GalleryCore
import Testing

private func text(_ value: String, type: String = TypeIdentifier.plainText) -> ItemRepresentation {
    ItemRepresentation(typeIdentifier: type, value: .text(value))
}

private let ada = ItemRepresentation(
    typeIdentifier: Person.typeIdentifier,
    value: .fields([ItemValue.Field(name: "name", value: "Ada"), ItemValue.Field(name: "age", value: "36")])
)

@Suite("Canvas (seeds 001 and 003)")
struct CanvasTests {
    @Test("a string dragged onto a view that loads strings is shown there")
    func textDrop() throws {
        let app = try launchCanvas([
            CanvasViewConfiguration(name: "source", drag: [CanvasItem(provides: [text("Hello World")])]),
            CanvasViewConfiguration(name: "label", drop: CanvasDrop(accepts: [TypeIdentifier.plainText], loads: TypeIdentifier.plainText)),
        ])
        #expect(app.collectionView == nil)
        #expect(app.text(ofView: "label") == nil)
        try app.drag(from: "source", to: try app.location("label"))
        #expect(app.text(ofView: "label") == "Hello World")
        #expect(app.system.lines.containsInOrder([
            "source.drag itemsForBeginning -> 1 item",
            "label.drop canHandle -> true",
            "label.drop sessionDidUpdate -> copy",
            "source.drag willEndWith copy",
            "label.drop performDrop items=1",
            "app.provider load public.plain-text item 1",
            "label.drop concludeDrop",
            "app.provider loaded public.plain-text item 1",
            "source.drag sessionDidTransferItems",
        ]))
    }

    @Test("a Person is loaded through its own type identifier and shows its name")
    func person() throws {
        let app = try launchCanvas([
            CanvasViewConfiguration(name: "contacts", drag: [CanvasItem(provides: [ada], local: "ada")]),
            CanvasViewConfiguration(name: "card", drop: CanvasDrop(accepts: [Person.typeIdentifier], loads: Person.typeIdentifier)),
        ])
        try app.drag(from: "contacts", to: try app.location("card"))
        #expect(app.text(ofView: "card") == "Ada")
        #expect(try Person.object(withItemProviderData: ada.value, typeIdentifier: Person.typeIdentifier) == Person(name: "Ada", age: 36))
        #expect(Person(name: "Ada", age: 36).itemProviderData(forTypeIdentifier: Person.typeIdentifier) == ada.value)
        #expect(throws: ItemProviderError.unexpectedValueClass) {
            try Person.object(withItemProviderData: .text("Ada"), typeIdentifier: Person.typeIdentifier)
        }
    }

    @Test("a view shows the first of several loaded objects, in item order, once all have loaded")
    func firstOfSeveral() throws {
        let app = try launchCanvas([
            CanvasViewConfiguration(
                name: "source",
                drag: [
                    CanvasItem(provides: [ItemRepresentation(typeIdentifier: TypeIdentifier.plainText, value: .text("slow"), delay: 500)]),
                    CanvasItem(provides: [text("fast")]),
                ]
            ),
            CanvasViewConfiguration(name: "label", drop: CanvasDrop(accepts: [TypeIdentifier.text], loads: TypeIdentifier.plainText)),
        ])
        try app.drag(from: "source", to: try app.location("label"))
        #expect(app.text(ofView: "label") == nil)
        try app.system.advance(by: 500)
        #expect(app.text(ofView: "label") == "slow")
    }

    @Test("other types show their text: a URL, an image's name, a custom type's name field")
    func otherTypes() throws {
        let app = try launchCanvas([
            CanvasViewConfiguration(name: "source", drag: [CanvasItem(provides: [
                text("https://img.example/a.jpg", type: TypeIdentifier.url),
                ItemRepresentation(typeIdentifier: TypeIdentifier.png, value: .image(Image(width: 4, height: 3, name: "a.png"))),
                ItemRepresentation(typeIdentifier: "com.example.card", value: .fields([ItemValue.Field(name: "name", value: "Ace")])),
            ])]),
            CanvasViewConfiguration(name: "link", drop: CanvasDrop(accepts: [TypeIdentifier.url], loads: TypeIdentifier.url)),
            CanvasViewConfiguration(name: "picture", drop: CanvasDrop(accepts: [TypeIdentifier.image], loads: TypeIdentifier.image)),
            CanvasViewConfiguration(name: "card", drop: CanvasDrop(accepts: ["com.example.card"], loads: "com.example.card")),
        ])
        for target in ["link", "picture", "card"] {
            try app.drag(from: "source", to: try app.location(target))
        }
        #expect(app.text(ofView: "link") == "https://img.example/a.jpg")
        #expect(app.text(ofView: "picture") == "a.png")
        #expect(app.text(ofView: "card") == "Ace")
    }

    @Test("a colour, a built-in class like the string, is loaded as UIColor and shows its value")
    func colour() throws {
        let app = try launchCanvas([
            CanvasViewConfiguration(name: "palette", drag: [CanvasItem(provides: [text("#FF8800", type: TypeIdentifier.color)])]),
            CanvasViewConfiguration(name: "swatch", drop: CanvasDrop(accepts: [TypeIdentifier.color], loads: TypeIdentifier.color, logs: [.progress])),
        ])
        try app.drag(from: "palette", to: try app.location("swatch"))
        #expect(app.text(ofView: "swatch") == "#FF8800")
        #expect(app.system.lines.contains("swatch.drop NSLog progress fractionCompleted=1"))
    }

    @Test("a view that accepts none of the item's types cannot handle it")
    func notAccepted() throws {
        let app = try launchCanvas([
            CanvasViewConfiguration(name: "source", drag: [CanvasItem(provides: [text("hi")])]),
            CanvasViewConfiguration(name: "picture", drop: CanvasDrop(accepts: [TypeIdentifier.image], loads: TypeIdentifier.image)),
        ])
        try app.drag(from: "source", to: try app.location("picture"))
        #expect(app.system.lines.contains("picture.drop canHandle -> false"))
        #expect(app.system.lines.last == "source.drag didEndWith cancel")
        #expect(app.text(ofView: "picture") == nil)
    }

    @Test("a restricted drag cannot leave the app")
    func restricted() throws {
        let app = try launchCanvas([CanvasViewConfiguration(name: "source", drag: [CanvasItem(provides: [text("secret")])], restricted: true)])
        let notes = OtherApp(name: "notes")
        notes.accept([TypeIdentifier.plainText])
        app.system.addOtherApp(notes)
        try app.drag(from: "source", to: .app(notes))
        #expect(app.system.lines.contains("source.drag sessionIsRestrictedToDraggingApplication -> true"))
        #expect(app.system.lines.last == "source.drag didEndWith cancel")
        #expect(notes.received.isEmpty)
    }

    @Test("a drag that does not allow moving is cancelled where the target proposes a move")
    func moveNotAllowed() throws {
        for allowsMove in [true, false] {
            let app = try launchCanvas([
                CanvasViewConfiguration(name: "source", drag: [CanvasItem(provides: [text("x")])], allowsMove: allowsMove),
                CanvasViewConfiguration(name: "bin", drop: CanvasDrop(accepts: [TypeIdentifier.plainText], operation: .move, loads: TypeIdentifier.plainText)),
            ])
            try app.drag(from: "source", to: try app.location("bin"))
            #expect(app.system.lines.contains("source.drag sessionAllowsMoveOperation -> \(allowsMove)"))
            #expect(app.system.lines.contains("source.drag didEndWith \(allowsMove ? "move" : "cancel")"))
            #expect(app.text(ofView: "bin") == (allowsMove ? "x" : nil))
        }
    }

    @Test("lift none offers no items, so no session starts")
    func liftNone() throws {
        let app = try launchCanvas([CanvasViewConfiguration(name: "source", drag: [CanvasItem(provides: [text("x")])], liftNone: true)])
        try app.system.touch(finger: 1, at: try app.location("source"))
        try app.system.lift(finger: 1)
        #expect(app.system.session(ofFinger: 1) == nil)
        #expect(app.system.lines == ["source.drag itemsForBeginning -> 0 items"])
    }

    @Test("a full-size preview is asked for on lift")
    func fullSizePreview() throws {
        let app = try launchCanvas([CanvasViewConfiguration(name: "source", drag: [CanvasItem(provides: [text("x")])], fullSizePreview: true)])
        try app.system.touch(finger: 1, at: try app.location("source"))
        try app.system.lift(finger: 1)
        #expect(app.system.lines.contains("source.drag prefersFullSizePreviews -> true"))
    }

    @Test("a tap on a view with add items joins them to the drag; a view without adds nothing")
    func adding() throws {
        let app = try launchCanvas([
            CanvasViewConfiguration(name: "source", drag: [CanvasItem(provides: [text("a")])]),
            CanvasViewConfiguration(name: "more", add: [CanvasItem(provides: [text("b")]), CanvasItem(provides: [text("c")])]),
            CanvasViewConfiguration(name: "plain", drag: [CanvasItem(provides: [text("d")])]),
        ])
        try app.system.touch(finger: 1, at: try app.location("source"))
        try app.system.lift(finger: 1)
        try app.system.add(finger: 1, at: try app.location("plain"))
        #expect(app.system.session(ofFinger: 1)?.items.count == 1)
        try app.system.add(finger: 1, at: try app.location("more"))
        #expect(app.system.session(ofFinger: 1)?.items.count == 3)
        #expect(app.system.lines.suffix(6) == [
            "more.drag itemsForAddingTo (50,50) -> 2 items",
            "more.drag previewForLifting -> default",
            "more.drag previewForLifting -> default",
            "more.drag willAnimateLift",
            "source.drag willAdd 2 items",
            "more.drag willAdd 2 items",
        ])
    }

    @Test("a view with no interactions takes part in nothing")
    func inertView() throws {
        let app = try launchCanvas([CanvasViewConfiguration(name: "wall")])
        try app.system.touch(finger: 1, at: try app.location("wall"))
        try app.system.lift(finger: 1)
        #expect(app.system.lines.isEmpty)
        #expect(app.text(ofView: "nothing") == nil)
    }

    @Test("a relaunch starts again with no text shown")
    func relaunch() throws {
        let app = try launchCanvas([
            CanvasViewConfiguration(name: "source", drag: [CanvasItem(provides: [text("x")])]),
            CanvasViewConfiguration(name: "label", drop: CanvasDrop(accepts: [TypeIdentifier.plainText], loads: TypeIdentifier.plainText)),
        ])
        try app.drag(from: "source", to: try app.location("label"))
        #expect(app.text(ofView: "label") == "x")
        try app.relaunchStep()
        #expect(app.text(ofView: "label") == nil)
        try app.drag(from: "source", to: try app.location("label"))
        #expect(app.text(ofView: "label") == "x")
    }
}
