import DragDropCore
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

@Suite("Step targets in a named list")
struct ListTargetDecodingTests {
    @Test("'view' beside a cell, 'empty' or a point names the list; 'section' beside a cell picks its section", arguments: [
        ("{view: collection, cell: 3}", StepTarget(.cell(IndexPath(item: 3, section: 0)), in: "collection", location: SourceLocation(file: "t.yaml", line: 1, column: 1))),
        ("{cell: 3, section: 1, view: collection}", StepTarget(.cell(IndexPath(item: 3, section: 1)), in: "collection", location: SourceLocation(file: "t.yaml", line: 1, column: 1))),
        ("{cell: 2, section: 1}", StepTarget(.cell(IndexPath(item: 2, section: 1)), location: SourceLocation(file: "t.yaml", line: 1, column: 1))),
        ("{view: collection, empty: true}", StepTarget(.empty, in: "collection", location: SourceLocation(file: "t.yaml", line: 1, column: 1))),
        ("{view: collection, point: [1, 2]}", StepTarget(.view("collection", point: CGPoint(x: 1, y: 2)), location: SourceLocation(file: "t.yaml", line: 1, column: 1))),
    ])
    func listed(_ text: String, _ expected: StepTarget) throws {
        let node = try #require(try YAMLParser().parse(text, file: "t.yaml").first?.root)
        var decoder = NodeDecoder()
        let scope = DecodingScope(apps: .shipped, app: GalleryApp.self, viewNames: ["collection", "trash"], sources: nil, targets: nil, listNames: ["collection"])
        #expect(StepTarget.decode(node, use: .move, scope: scope, &decoder) == expected)
        #expect(decoder.diagnostics.isEmpty)
    }

    @Test("a row names its table as a cell names its list: in 'list', the kind an index path and the part of the row; a header or footer its section", arguments: [
        ("{view: albums, row: 2}", StepTarget(.row(IndexPath(item: 2, section: 0)), in: "albums", location: SourceLocation(file: "t.yaml", line: 1, column: 1))),
        ("{row: 0, section: 1, view: albums}", StepTarget(.row(IndexPath(item: 0, section: 1)), in: "albums", location: SourceLocation(file: "t.yaml", line: 1, column: 1))),
        ("{view: albums, row: 1, part: bottom}", StepTarget(.row(IndexPath(item: 1, section: 0), part: .bottom), in: "albums", location: SourceLocation(file: "t.yaml", line: 1, column: 1))),
        ("{part: top, row: 1, view: albums}", StepTarget(.row(IndexPath(item: 1, section: 0), part: .top), in: "albums", location: SourceLocation(file: "t.yaml", line: 1, column: 1))),
        ("{view: albums, header: 1}", StepTarget(.header(1), in: "albums", location: SourceLocation(file: "t.yaml", line: 1, column: 1))),
        ("{view: albums, footer: 0}", StepTarget(.footer(0), in: "albums", location: SourceLocation(file: "t.yaml", line: 1, column: 1))),
    ])
    func row(_ text: String, _ expected: StepTarget) throws {
        let node = try #require(try YAMLParser().parse(text, file: "t.yaml").first?.root)
        var decoder = NodeDecoder()
        let scope = DecodingScope(apps: .shipped, app: GalleryApp.self, viewNames: ["collection", "albums"], sources: nil, targets: nil, listNames: ["collection"], tableNames: ["albums"])
        #expect(StepTarget.decode(node, use: .move, scope: scope, &decoder) == expected)
        #expect(decoder.diagnostics.isEmpty)
    }
}

@Suite("Where a reorder starts")
struct ReorderStartDecodingTests {
    @Test("'from' is an index path, or a cell, a point or empty written as a target", arguments: [
        ("from: 2", StepTarget.Kind.cell(IndexPath(item: 2, section: 0))),
        ("from: [1, 0]", .cell(IndexPath(item: 0, section: 1))),
        ("from: { cell: 1 }", .cell(IndexPath(item: 1, section: 0))),
        ("from: { point: [640, 128] }", .point(CGPoint(x: 640, y: 128))),
        ("from: { empty: true }", .empty),
    ])
    func from(_ yaml: String, _ kind: StepTarget.Kind) throws {
        let steps = try decodeSteps("  - reorder: { \(yaml), to: 0 }", extra: "app: board")
        guard case .reorder(let reorder) = try #require(steps.first).kind else {
            Issue.record("not a reorder")
            return
        }
        #expect(reorder.from.kind == kind)
    }
}
