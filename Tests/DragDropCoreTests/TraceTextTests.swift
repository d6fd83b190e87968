@testable import DragDropCore
import Testing

@Suite("Trace lines joined at their size")
struct TraceTextTests {
    @Test("joining gives the pieces one after the other, short or long, ASCII or not, empty pieces included", arguments: [
        ["load ", "public.url", " ", "sunrise"],
        ["a", ""],
        ["", ""],
        ["", "", "", "", "x"],
        ["saved ", "12", " images"],
        ["été ", "😡", " ", "ü", "ñ"],
        [String(repeating: "long piece ", count: 20), "end"],
        ["fifteen bytes..", "!"],
    ])
    func joins(pieces: [String]) {
        let padded = pieces + Array(repeating: "", count: 5 - pieces.count)
        let joined = TraceText.join(padded[0], padded[1], padded[2], padded[3], padded[4])
        #expect(joined == pieces.joined())
        #expect(joined.utf8.count == pieces.map(\.utf8.count).reduce(0, +))
    }

    @Test("a provider's role names the app of the view its item was lifted from, as the view is installed in it")
    func providerRole() {
        let view = View(name: "photos")
        #expect(view.providerRole == "app.provider")
        view.app = "safari"
        #expect(view.providerRole == "safari.provider")
        #expect(view.dragRole == "photos.drag")
        #expect(view.dropRole == "photos.drop")
    }
}
