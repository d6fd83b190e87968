import Foundation
import DragDropCore
import ScenarioAppKit

/// The board as scenarios see it: `app: board`, its `given` (docs/FORMAT.md) and its state.
extension BoardApp: AppUnderTest {
    public static let name = "board"
    public static let givenKeys = GivenKey.names
    public static let stateKeys = ["sections", "cells"]
    /// The board loads nothing: what it inserts comes with the drag items.
    public static let loadsOfDifferentItemsCommute = true

    enum GivenKey: String, DecodingKey {
        case sections, spacing, headerHeight, layout, heights, variant
    }

    /// `sections`: a list of sections, each a list of cell texts; `spacing` and `headerHeight`:
    /// the flow layout's spacing and header height in points (0 and 0 unless given); `layout`:
    /// `flow` (seed 002), `waterfall` or `waterfall-keeping-sizes` (seed 004); `heights`: in
    /// the waterfall, a card's height by its text; `variant`: `tutorial` (the article's
    /// `ViewController`) or `single-section` (its note's grid of one section, which refuses
    /// `sections` of more than one).
    public static func configuration(from given: GivenNode) -> BoardConfiguration {
        var configuration = BoardConfiguration()
        guard let fields = given.mapping(GivenKey.self) else { return configuration }
        if let variant = fields[.variant]?.word(BoardVariant.self, noun: "variant") { configuration.variant = variant }
        if let node = fields[.sections], let sections = node.list() {
            configuration.sections = sections.map { $0.named("a section").strings() ?? [] }
            if configuration.variant == .singleSection, sections.count != 1 {
                node.error("the single-section board has one section, not \(sections.count)")
            }
        }
        if let spacing = fields[.spacing]?.number(), spacing.isFinite { configuration.spacing = min(max(0, spacing), 300) }
        if let height = fields[.headerHeight]?.number(), height.isFinite { configuration.headerHeight = max(0, height) }
        if let layout = fields[.layout]?.word(BoardLayout.self, noun: "layout") { configuration.layout = layout }
        for entry in fields[.heights]?.entries() ?? [] {
            if let height = entry.value.number(positive: true) { configuration.heights[entry.name] = height }
        }
        return configuration
    }

    /// `given`'s keys, `layout` and `variant` one of the board's: the JSON Schema's part for
    /// the board, so an editor completes them and refuses a misspelt one.
    public static var givenSchema: StateValue {
        .map([
            .init("type", "object"),
            .init("properties", .map(GivenKey.allCases.map { key in
                switch key {
                case .layout: .init(key.rawValue, ["enum": .list(BoardLayout.allCases.map { .string($0.rawValue) })])
                case .variant: .init(key.rawValue, ["enum": .list(BoardVariant.allCases.map { .string($0.rawValue) })])
                default: .init(key.rawValue, [:])
                }
            })),
            .init("additionalProperties", false),
        ])
    }

    public static func viewNames(of configuration: BoardConfiguration) -> [String] {
        ["collection"]
    }

    /// The collection view is a list a scenario may name: `{view: collection, cell: 2}`.
    public static func listNames(of configuration: BoardConfiguration) -> [String] {
        ["collection"]
    }

    /// `sections`: each section's cell texts, `+` for an open slot. `cells`: the same, each
    /// cell as `{text, background}`, its background colour as the data source set it
    /// (`#808080` grey for a card, `#00FF004D` translucent green for a slot).
    public var state: StateValue {
        ["sections": .list(sections.map { .list($0.map(StateValue.string)) }), "cells": cellStates]
    }

    private var cellStates: StateValue {
        .list(cells.enumerated().map { section, row in
            .list(row.indices.map { item in
                let cell = collectionView?.cellForItem(at: IndexPath(item: item, section: section))
                return ["text": .string(row[item].text), "background": .optional(cell?.backgroundColor?.hex)]
            })
        })
    }
}
