import DragDropCore
import Foundation
import GalleryCore
import Testing

private func text(_ value: String, after delay: Int = 0) -> ItemRepresentation {
    ItemRepresentation(typeIdentifier: TypeIdentifier.plainText, value: .text(value), delay: delay)
}

/// Seed 001's drag session context and session choice, and what seed 003's `performDrop`
/// logs (`NSLog`): the canvas's `context`, `addsTo` and `drop.logs`.
@Suite("Canvas: localContext, the session a tap joins, performDrop's log")
struct CanvasLogTests {
    @Test("the drag's localContext is logged by a drop in the same app, (null) for another app's drag")
    func localContext() throws {
        let app = try launchCanvas([
            CanvasViewConfiguration(name: "label", drag: [CanvasItem(provides: [text("hi")])], context: "label-drag"),
            CanvasViewConfiguration(name: "box", drop: CanvasDrop(accepts: [TypeIdentifier.plainText], logs: [.localContext])),
        ])
        try app.drag(from: "label", to: try app.location("box"))
        let notes = OtherApp(name: "notes")
        notes.offer(id: "memo", representations: [text("memo")])
        app.system.addOtherApp(notes)
        try app.system.touch(finger: 1, at: .sourceItem(notes, id: "memo"))
        try app.system.lift(finger: 1)
        try app.system.move(finger: 1, to: try app.location("box"))
        try app.system.drop(finger: 1)
        #expect(app.system.lines.filter { $0.contains("NSLog") } == [
            "box.drop NSLog localContext=label-drag",
            "box.drop NSLog localContext=(null)",
        ])
    }

    @Test("performDrop logs the last item's localObject")
    func localObject() throws {
        let app = try launchCanvas([
            CanvasViewConfiguration(name: "strip", drag: [
                CanvasItem(provides: [text("a")], local: "imageView1"),
                CanvasItem(provides: [text("b")], local: "imageView2"),
            ]),
            CanvasViewConfiguration(name: "album", drop: CanvasDrop(accepts: [TypeIdentifier.plainText], logs: [.localObject])),
        ])
        try app.drag(from: "strip", to: try app.location("album"))
        #expect(app.system.lines.contains("album.drop NSLog localObject=imageView2"))
    }

    @Test("loadObjects' Progress is logged unfinished at the drop and finished when the objects arrive")
    func progress() throws {
        let app = try launchCanvas([
            CanvasViewConfiguration(name: "card", drag: [CanvasItem(provides: [text("hi", after: 300)])]),
            CanvasViewConfiguration(name: "box", drop: CanvasDrop(accepts: [TypeIdentifier.plainText], loads: TypeIdentifier.plainText, logs: [.progress])),
        ])
        try app.drag(from: "card", to: try app.location("box"))
        #expect(app.system.lines.filter { $0.contains("NSLog") } == ["box.drop NSLog progress fractionCompleted=0"])
        try app.system.advance(by: 300)
        #expect(app.system.lines.last(where: { $0.contains("NSLog") }) == "box.drop NSLog progress fractionCompleted=1")
        #expect(app.text(ofView: "box") == "hi")
    }

    @Test("sessionForAddingItems picks the first or the last drag, whose session the tapped items join", arguments: [
        (CanvasViewConfiguration.SessionChoice.first, 1), (.last, 2),
    ])
    func sessionChoice(_ choice: CanvasViewConfiguration.SessionChoice, _ finger: Int) throws {
        let app = try launchCanvas([
            CanvasViewConfiguration(name: "left", drag: [CanvasItem(provides: [text("l")])]),
            CanvasViewConfiguration(name: "right", drag: [CanvasItem(provides: [text("r")])]),
            CanvasViewConfiguration(name: "extra", add: [CanvasItem(provides: [text("e")])], addsTo: choice),
        ])
        for (finger, view) in [(1, "left"), (2, "right")] {
            try app.system.touch(finger: finger, at: try app.location(view))
            try app.system.lift(finger: finger)
        }
        try app.system.add(finger: 1, at: try app.location("extra"))
        #expect(app.system.lines.contains("extra.drag sessionForAddingItems 2 sessions -> session \(finger)"))
        #expect(app.system.session(ofFinger: finger)?.items.count == 2)
        #expect(app.system.session(ofFinger: 3 - finger)?.items.count == 1)
    }
}
