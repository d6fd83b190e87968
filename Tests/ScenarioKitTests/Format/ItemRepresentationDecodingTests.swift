import DragDropCore
import ScenarioAppKit
import Testing
import YAMLReader

@Suite("Item representations of the usual shape")
struct ItemRepresentationDecodingTests {
    static let keys = ["value", "width", "height", "fields", "after", "fails", "widht"]
    /// For each key a good value and a bad one.
    static let values: [String: (good: String, bad: String)] = [
        "value": ("\"https://img.example/a.jpg\"", "~"), "width": ("1200", "0"), "height": ("800", "x"),
        "fields": ("{name: Ada}", "[1]"), "after": ("107ms", "soon"), "fails": ("\"no network\"", "~"), "widht": ("1", "2"),
    ]

    @Test("every mapping of representation keys reads as through the fields: same value, same messages")
    func asThroughFields() throws {
        for subset in 1..<(1 << Self.keys.count) {
            let chosen = Self.keys.indices.filter { subset & (1 << $0) != 0 }.map { Self.keys[$0] }
            for order in [chosen, chosen.reversed()] {
                for badKey in [nil] + order {
                    let text = "{" + order.map { key in
                        let value = Self.values[key].map { key == badKey ? $0.bad : $0.good } ?? "1"
                        return "\(key): \(value)"
                    }.joined(separator: ", ") + "}"
                    let node = try #require(try YAMLParser().parse(text, file: "t.yaml").first?.root)
                    var quick = NodeDecoder()
                    var general = NodeDecoder()
                    let representation = ItemRepresentation.decode(type: "public.image", node, &quick)
                    let expected = ItemRepresentation.decodeThroughFields(type: "public.image", node, &general)
                    #expect(representation == expected, "\(text)")
                    #expect(quick.diagnostics == general.diagnostics, "\(text)")
                }
            }
        }
    }

    @Test("the usual shapes are read", arguments: [
        ("{width: 1200, height: 800, after: 107ms}", ItemRepresentation(typeIdentifier: "t", value: .image(.init(width: 1200, height: 800)), delay: 107)),
        ("{value: \"https://img.example/a.jpg\", after: 388ms}", ItemRepresentation(typeIdentifier: "t", value: .text("https://img.example/a.jpg"), delay: 388)),
        ("{height: 2, fails: gone, width: 1}", ItemRepresentation(typeIdentifier: "t", value: .image(.init(width: 1, height: 2)), failure: "gone")),
    ])
    func usualShapes(_ text: String, _ expected: ItemRepresentation) throws {
        let node = try #require(try YAMLParser().parse(text, file: "t.yaml").first?.root)
        var decoder = NodeDecoder()
        #expect(ItemRepresentation.decode(type: "t", node, &decoder) == expected)
        #expect(decoder.diagnostics.isEmpty)
    }
}
