@testable import DragDropCore
import Testing

@Suite("Trace lines written at their size")
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
        let joined = TraceWriter.join(padded[0], padded[1], padded[2], padded[3], padded[4])
        #expect(joined == pieces.joined())
        #expect(joined.utf8.count == pieces.map(\.utf8.count).reduce(0, +))
    }

    @Test("an index path is written with its words around it, whatever its numbers", arguments: [0, 7, 10, 99, 100, 12_345, -1, -10, Int.max, Int.min])
    func indexPaths(number: Int) {
        #expect(TraceWriter.indexPath("cell ", section: number, item: 3, " fetched") == "cell [\(number),3] fetched")
        #expect(TraceWriter.indexPath(section: 0, item: number) == "[0,\(number)]")
        #expect(TraceWriter.indexPath("drop toItemAt ", section: number, item: number) == "drop toItemAt [\(number),\(number)]")
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
