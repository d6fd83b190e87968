import DragDropCore
import Foundation
import GalleryCore
import Testing

/// A custom type the canvas has no class for is read as raw values (docs/FORMAT.md, canvas):
/// the view shows its `name` field, wherever that field stands.
@Suite("Canvas: custom types read as raw values")
struct CanvasCustomTypeTests {
    @Test("a custom type shows its name field even when another field comes first")
    func nameField() throws {
        let card = ItemRepresentation(
            typeIdentifier: "com.example.card",
            value: .fields([ItemValue.Field(name: "title", value: "Dr"), ItemValue.Field(name: "name", value: "Grace")])
        )
        let app = try launchCanvas([
            CanvasViewConfiguration(name: "deck", drag: [CanvasItem(provides: [card])]),
            CanvasViewConfiguration(name: "table", drop: CanvasDrop(accepts: ["com.example.card"], loads: "com.example.card")),
        ])
        try app.drag(from: "deck", to: try app.location("table"))
        #expect(app.text(ofView: "table") == "Grace")
    }
}
