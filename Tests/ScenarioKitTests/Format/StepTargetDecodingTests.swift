import Foundation
import GalleryCore
@testable import ScenarioKit
import ScenarioAppKit
import Testing
import YAMLReader

@Suite("Step targets of one key")
struct StepTargetDecodingTests {
    /// Values of every shape a key may be given, good and bad.
    static let values = ["3", "[0, 1]", "[1.5, 2]", "true", "false", "~", "x", "collection", "trash", "nope", "-1", "{a: 1}", "[]", "safari"]

    /// Scopes with and without a collection view, with the lists a target is checked against
    /// known (empty, so a name is unknown) or not known.
    static let scopes: [DecodingScope] = [
        DecodingScope(apps: .shipped, app: GalleryApp.self, viewNames: ["collection", "trash"], sources: nil, targets: nil),
        DecodingScope(apps: .shipped, app: CanvasApp.self, viewNames: [], sources: [], targets: []),
        DecodingScope(apps: .shipped, app: nil, viewNames: nil, sources: [], targets: nil),
    ]

    @Test("a one-key target reads as through the fields of any target: same target, same messages", arguments: StepTarget.Key.allCases)
    func oneKeyAsThroughFields(_ key: StepTarget.Key) throws {
        for value in Self.values {
            let node = try #require(try YAMLParser().parse("{\(key.rawValue): \(value)}", file: "t.yaml").first?.root)
            for use in StepTarget.Use.allCases {
                for (index, scope) in Self.scopes.enumerated() {
                    var quick = NodeDecoder()
                    var general = NodeDecoder()
                    let target = StepTarget.decode(node, use: use, scope: scope, &quick)
                    let expected = StepTarget.decodeThroughFields(node, use: use, scope: scope, &general)
                    let context: Comment = "\(key.rawValue): \(value), \(use), scope \(index)"
                    #expect(target == expected, context)
                    #expect(quick.diagnostics == general.diagnostics, context)
                }
            }
        }
    }

    @Test("a one-key target of the usual kinds is read", arguments: [
        ("{cell: 3}", StepTarget.Kind.cell(IndexPath(item: 3, section: 0))),
        ("{nowhere: true}", .nowhere),
        ("{view: trash}", .view("trash", point: nil)),
    ])
    func usualTargets(_ text: String, _ kind: StepTarget.Kind) throws {
        let node = try #require(try YAMLParser().parse(text, file: "t.yaml").first?.root)
        var decoder = NodeDecoder()
        let target = StepTarget.decode(node, use: .move, scope: Self.scopes[0], &decoder)
        #expect(target?.kind == kind)
        #expect(decoder.diagnostics.isEmpty)
    }
}
