import Foundation
import ScenarioAppKit
import YAMLReader

extension StepTarget {
    enum Key: String, DecodingKey {
        case cell, point, empty, view, source, item, app, nowhere, row, section

        /// Whether a target of this kind is whole on its own: `source` needs `item` beside
        /// it, `row` needs `view`, and `item` and `section` are no kinds of their own.
        var goesAlone: Bool { ![.source, .item, .row, .section].contains(self) }

        /// Keys that only say more about another: `item` of a `source`, `section` of a `row`.
        var qualifies: Bool { self == .item || self == .section }

        /// Whether a `row` may stand beside `view` for this use: wherever a finger goes
        /// over a view, not for `tap` or `via`.
        func allowsRows(_ use: Use) -> Bool { use == .touch || use == .add || use == .move }
    }

    /// What a target is for: each step takes some kinds of target only.
    enum Use: String, CaseIterable {
        case touch, add, move, via, tap

        var allowed: [Key] {
            switch self {
            case .touch, .add: [.cell, .point, .empty, .view, .source]
            case .move: [.cell, .point, .empty, .view, .app, .nowhere]
            case .via: [.cell, .point, .empty]
            case .tap: [.view]
            }
        }

        /// Whether `allowed` holds `key`, without making the array: every target asks.
        func allows(_ key: Key) -> Bool {
            switch key {
            case .cell, .point, .empty: self != .tap
            case .view: self != .via
            case .source: self == .touch || self == .add
            case .app, .nowhere: self == .move
            case .item, .section, .row: false
            }
        }
    }

    /// One target mapping: exactly one kind (`view` may carry a `point`), allowed for `use`,
    /// naming only views, source items and target apps the scenario has.
    static func decode(_ node: Node, use: Use, scope: DecodingScope, _ decoder: inout NodeDecoder) -> StepTarget? {
        // The usual target, one key of a kind that goes alone (`{cell: 3}`, `{nowhere: true}`):
        // read off its one pair. Through `Fields` and the search for a second kind, a target
        // cost 2 k instructions, a tenth of decoding a scenario; the result is the same.
        if case .mapping(let mapping) = node, mapping.pairs.count == 1,
           case .scalar(let name) = mapping.pairs[0].key, let key = Key.named(name.value), key.goesAlone {
            let pair = mapping.pairs[0]
            return decode(key, pair.value, keyNode: pair.key, point: nil, item: nil, at: node, use: use, scope: scope, &decoder)
        }
        return decodeThroughFields(node, use: use, scope: scope, &decoder)
    }

    /// Any target mapping, its kinds found through `Fields`.
    static func decodeThroughFields(_ node: Node, use: Use, scope: DecodingScope, _ decoder: inout NodeDecoder) -> StepTarget? {
        guard let fields = decoder.fields(node, for: "'\(use.rawValue)'", Key.self, unknown: Self.unknownKind) else { return nil }
        // The kinds given, `item` aside (it goes with `source`): counted, the first two kept,
        // rather than gathered into arrays for every target of every step.
        var kindCount = 0
        var first: Key?
        var second: Key?
        for entry in fields.known where !entry.key.qualifies {
            if kindCount == 0 { first = entry.key } else if kindCount == 1 { second = entry.key }
            kindCount += 1
        }
        // A view with a point is one kind of target: that point in the view.
        let isPointInView = kindCount == 2 && (first == .view && second == .point || first == .point && second == .view)
        // So is a view with a row: that row of the view, a table.
        let isRowInView = kindCount == 2 && (first == .view && second == .row || first == .row && second == .view)
        if kindCount > 1, !isPointInView, !isRowInView, let first, let second {
            decoder.error(Self.twoKinds(first.rawValue, second.rawValue), at: fields.keyNode(second) ?? node)
            return nil
        }
        if let itemKey = fields.keyNode(.item), !fields.has(.source) {
            decoder.error(Self.itemWithoutSource, at: itemKey)
            return nil
        }
        if let sectionKey = fields.keyNode(.section), !fields.has(.row) {
            decoder.error(Self.sectionWithoutRow, at: sectionKey)
            return nil
        }
        if isRowInView {
            return decodeRow(fields, at: node, use: use, scope: scope, &decoder)
        }
        if kindCount == 1, first == .row, let rowKey = fields.keyNode(.row) {
            decoder.error(Self.rowWithoutView, at: rowKey)
            return nil
        }
        guard let main = isPointInView ? .view : first, let mainNode = fields.keyNode(main), let value = fields[main] else {
            // An unknown kind was reported already; saying there is none would repeat it.
            if fields.unknownKeys.isEmpty { decoder.error(Self.noKind(use), at: node) }
            return nil
        }
        let point = main == .view ? fields[.point] : nil
        return decode(main, value, keyNode: mainNode, point: point, item: fields[.item], at: node, use: use, scope: scope, &decoder)
    }

    /// A target of kind `kind`, written `value` under `keyNode`, with the `point` of a view and
    /// the `item` of a source when given, in the target mapping `node`.
    private static func decode(
        _ kind: Key, _ value: Node, keyNode: Node, point: Node?, item: Node?, at node: Node,
        use: Use, scope: DecodingScope, _ decoder: inout NodeDecoder
    ) -> StepTarget? {
        guard use.allows(kind) else {
            decoder.error(Self.notAllowed(kind.rawValue, use: use), at: keyNode)
            return nil
        }
        let location = node.location
        switch kind {
        case .cell, .point, .empty:
            if let app = scope.app, !app.hasCollectionView {
                decoder.error(Self.needsCollection(kind.rawValue, app: app), at: keyNode)
                return nil
            }
            switch kind {
            case .cell:
                return decoder.indexPath(value, for: "'cell'").map { StepTarget(.cell($0), location: location) }
            case .point:
                return decoder.point(value, for: "'point'").map { StepTarget(.point($0), location: location) }
            default:
                guard decoder.flag(value, for: "'empty'") else { return nil }
                return StepTarget(.empty, location: location)
            }
        case .view:
            guard let name = decoder.string(value, for: "'view'") else { return nil }
            if let names = scope.viewNames, !names.contains(name) {
                decoder.error(Self.unknownView(name, names: names, app: scope.app), at: value)
                return nil
            }
            var inView: CGPoint?
            if let point, use == .tap {
                decoder.error(Self.notAllowed("point", use: use), at: point)
                return nil
            }
            if let point {
                guard let value = decoder.point(point, for: "'point'") else { return nil }
                inView = value
            }
            return StepTarget(.view(name, point: inView), location: location)
        case .source:
            guard let item else {
                decoder.error(Self.sourceWithoutItem, at: keyNode)
                return nil
            }
            guard let app = decoder.string(value, for: "'source'"), let id = decoder.string(item, for: "'item'") else { return nil }
            if let sources = scope.sources {
                guard let source = sources.first(where: { $0.app == app }) else {
                    decoder.error(Self.unknownSource(app, names: sources.map(\.app)), at: value)
                    return nil
                }
                guard source.items.contains(where: { $0.id == id }) else {
                    decoder.error(Self.unknownItem(id, app: app, ids: source.items.map(\.id)), at: item)
                    return nil
                }
            }
            return StepTarget(.source(app: app, item: id), location: location)
        case .app:
            guard let name = decoder.string(value, for: "'app'") else { return nil }
            if let targets = scope.targets, !targets.contains(where: { $0.name == name }) {
                decoder.error(Self.unknownTargetApp(name, names: targets.map(\.name)), at: value)
                return nil
            }
            return StepTarget(.app(name), location: location)
        case .nowhere:
            guard decoder.flag(value, for: "'nowhere'") else { return nil }
            return StepTarget(.nowhere, location: location)
        case .row:
            decoder.error(Self.rowWithoutView, at: keyNode)
            return nil
        case .item, .section:
            return nil
        }
    }

    /// `{view: NAME, row: N, section: S}`: a row of a table the app names, in section 0
    /// unless `section` says.
    private static func decodeRow(_ fields: Fields<Key>, at node: Node, use: Use, scope: DecodingScope, _ decoder: inout NodeDecoder) -> StepTarget? {
        guard let rowKey = fields.keyNode(.row), let rowNode = fields[.row], let viewNode = fields[.view] else { return nil }
        guard Key.row.allowsRows(use) else {
            decoder.error(Self.notAllowed("row", use: use), at: rowKey)
            return nil
        }
        guard let name = decoder.string(viewNode, for: "'view'") else { return nil }
        if let names = scope.viewNames, !names.contains(name) {
            decoder.error(Self.unknownView(name, names: names, app: scope.app), at: viewNode)
            return nil
        }
        guard let row = decoder.integer(rowNode, for: "'row'", minimum: 0) else { return nil }
        var section = 0
        if let sectionNode = fields[.section] {
            guard let value = decoder.integer(sectionNode, for: "'section'", minimum: 0) else { return nil }
            section = value
        }
        return StepTarget(.row(view: name, IndexPath(item: row, section: section)), location: node.location)
    }
}

extension StepTarget {
    static func unknownKind(_ name: String) -> String {
        "unknown target kind '\(NodeDecoder.excerpt(name))'" + Suggestion.hint(for: name, in: Key.names.filter { $0 != "item" && $0 != "section" })
    }

    static func twoKinds(_ first: String, _ second: String) -> String {
        "a target has one kind; found '\(first)' and '\(second)'"
    }

    static func noKind(_ use: Use) -> String {
        "'\(use.rawValue)' needs a target: one of " + use.allowed.map(\.rawValue).joined(separator: ", ")
    }

    static func notAllowed(_ kind: String, use: Use) -> String {
        "target '\(kind)' is not allowed for '\(use.rawValue)'; expected one of: " + use.allowed.map(\.rawValue).joined(separator: ", ")
    }

    static func needsCollection(_ kind: String, app: any AppUnderTest.Type) -> String {
        "target '\(kind)' needs a collection view, and app \(app.name) has none"
    }

    static let itemWithoutSource = "target 'item' needs 'source' beside it"
    static let sectionWithoutRow = "target 'section' needs 'row' beside it"
    static let rowWithoutView = "target 'row' needs 'view' beside it: the table it is a row of"
    static let sourceWithoutItem = "target 'source' needs 'item' beside it"

    static func unknownView(_ name: String, names: [String], app: (any AppUnderTest.Type)?) -> String {
        let base = "unknown view '\(NodeDecoder.excerpt(name))'"
        if names.isEmpty { return base + "; app \(app?.name ?? "canvas") has no views" }
        return base + Suggestion.hint(for: name, in: names)
    }

    static func unknownSource(_ name: String, names: [String]) -> String {
        let base = "unknown source app '\(NodeDecoder.excerpt(name))'"
        if names.isEmpty { return base + "; the scenario has no 'sources'" }
        return base + Suggestion.hint(for: name, in: names)
    }

    static func unknownItem(_ id: String, app: String, ids: [String]) -> String {
        "unknown item '\(NodeDecoder.excerpt(id))' of source '\(app)'" + Suggestion.hint(for: id, in: ids)
    }

    static func unknownTargetApp(_ name: String, names: [String]) -> String {
        let base = "unknown target app '\(NodeDecoder.excerpt(name))'"
        if names.isEmpty { return base + "; the scenario has no 'targets'" }
        return base + Suggestion.hint(for: name, in: names)
    }
}
