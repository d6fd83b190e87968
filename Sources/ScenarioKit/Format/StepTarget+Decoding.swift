import DragDropCore
import Foundation
import ScenarioAppKit
import YAMLReader

extension StepTarget {
    enum Key: String, DecodingKey {
        case cell, point, empty, view, source, item, app, nowhere, row, section, part, header, footer

        /// Whether a target of this kind is whole on its own: `source` needs `item` beside
        /// it, `row`, `header` and `footer` need `view`, and `item`, `section` and `part` are
        /// no kinds of their own.
        var goesAlone: Bool { ![.source, .item, .row, .section, .part, .header, .footer].contains(self) }

        /// Keys that only say more about another: `item` of a `source`, `section` of a
        /// `cell` or a `row`, `part` of a `row`.
        var qualifies: Bool { self == .item || self == .section || self == .part }

        /// The kinds that name a place in a table, beside `view`.
        var isTablePlace: Bool { self == .row || self == .header || self == .footer }

        /// Whether `view` beside this kind names the list it is in, making one target.
        var takesList: Bool { self == .cell || self == .empty || self == .point }

        /// Whether a `row` may stand beside `view` for this use: wherever a finger goes
        /// over a view, not for `tap` or `via`; a `header` or `footer` only where it drops
        /// (`move`), since no row lifts from one, nor is swiped.
        func allowsRows(_ use: Use) -> Bool {
            self == .row ? use == .touch || use == .add || use == .move || use == .swipe : use == .move
        }
    }

    /// What a target is for: each step takes some kinds of target only.
    enum Use: String, CaseIterable {
        case touch, add, move, via, tap, from, swipe

        var allowed: [Key] {
            switch self {
            case .touch, .add: [.cell, .point, .empty, .view, .source]
            case .move: [.cell, .point, .empty, .view, .app, .nowhere]
            case .via, .from: [.cell, .point, .empty]
            case .tap, .swipe: [.view]
            }
        }

        /// Whether `allowed` holds `key`, without making the array: every target asks.
        func allows(_ key: Key) -> Bool {
            switch key {
            case .cell, .point, .empty: self != .tap && self != .swipe
            case .view: self != .via && self != .from
            case .source: self == .touch || self == .add
            case .app, .nowhere: self == .move
            case .item, .section, .row, .part, .header, .footer: false
            }
        }
    }

    /// The details a target's kind may carry beside it: the point in a view, the list a
    /// cell is in, a cell's section, a source's item.
    private struct Details {
        var point: Node?
        var list: Node?
        var section: Node?
        var item: Node?
    }

    /// One target mapping: exactly one kind (`view` may carry a `point`, or name the list of
    /// a `cell` or `empty`), allowed for `use`, naming only views, lists, source items and
    /// target apps the scenario has.
    static func decode(_ node: Node, use: Use, scope: DecodingScope, _ decoder: inout NodeDecoder) -> StepTarget? {
        // The usual target, one key of a kind that goes alone (`{cell: 3}`, `{nowhere: true}`):
        // read off its one pair. Through `Fields` and the search for a second kind, a target
        // cost 2 k instructions, a tenth of decoding a scenario; the result is the same.
        if case .mapping(let mapping) = node, mapping.pairs.count == 1,
           case .scalar(let name) = mapping.pairs[0].key, let key = Key.named(name.value), key.goesAlone {
            let pair = mapping.pairs[0]
            return decode(key, pair.value, keyNode: pair.key, Details(), at: node, use: use, scope: scope, &decoder)
        }
        return decodeThroughFields(node, use: use, scope: scope, &decoder)
    }

    /// Any target mapping, its kinds found through `Fields`.
    static func decodeThroughFields(_ node: Node, use: Use, scope: DecodingScope, _ decoder: inout NodeDecoder) -> StepTarget? {
        guard let fields = decoder.fields(node, for: "'\(use.rawValue)'", Key.self, unknown: Self.unknownKind) else { return nil }
        // The kinds given, `item` and `section` aside (they go with `source`, `cell` and `row`):
        // counted, the first two kept, rather than gathered into arrays for every target of
        // every step.
        var kindCount = 0
        var first: Key?
        var second: Key?
        for entry in fields.known where !entry.key.qualifies {
            if kindCount == 0 { first = entry.key } else if kindCount == 1 { second = entry.key }
            kindCount += 1
        }
        // `view` beside a cell, `empty` or a point is one target: that place in that view.
        var listed: Key?
        if kindCount == 2, let first, let second {
            if first == .view, second.takesList { listed = second } else if second == .view, first.takesList { listed = first }
        }
        // So is a view with a row, a header or a footer: that place of the view, a table.
        var tablePlace: Key?
        if kindCount == 2, let first, let second {
            if first == .view, second.isTablePlace { tablePlace = second } else if second == .view, first.isTablePlace { tablePlace = first }
        }
        let isRowInView = tablePlace != nil
        if kindCount > 1, listed == nil, !isRowInView, let first, let second {
            decoder.error(Self.twoKinds(first.rawValue, second.rawValue), at: fields.keyNode(second) ?? node)
            return nil
        }
        if listed != nil, !use.allows(.view), let viewKey = fields.keyNode(.view) {
            decoder.error(Self.notAllowed(Key.view.rawValue, use: use), at: viewKey)
            return nil
        }
        if let itemKey = fields.keyNode(.item), !fields.has(.source) {
            decoder.error(Self.itemWithoutSource, at: itemKey)
            return nil
        }
        if let sectionKey = fields.keyNode(.section), !fields.has(.cell), !fields.has(.row) {
            decoder.error(Self.sectionWithoutCellOrRow, at: sectionKey)
            return nil
        }
        if let partKey = fields.keyNode(.part), !fields.has(.row) {
            decoder.error(Self.partWithoutRow, at: partKey)
            return nil
        }
        if let tablePlace {
            return decodeTablePlace(tablePlace, fields, at: node, use: use, scope: scope, &decoder)
        }
        if kindCount == 1, let first, first.isTablePlace, let key = fields.keyNode(first) {
            decoder.error(Self.tablePlaceWithoutView(first.rawValue), at: key)
            return nil
        }
        // A point in a view stays a view's point, as it was before lists had names.
        let main = listed == .point ? .view : listed ?? first
        guard let main, let mainNode = fields.keyNode(main), let value = fields[main] else {
            // An unknown kind was reported already; saying there is none would repeat it.
            if fields.unknownKeys.isEmpty { decoder.error(Self.noKind(use), at: node) }
            return nil
        }
        var details = Details(section: fields[.section], item: fields[.item])
        if main == .view { details.point = fields[.point] } else if listed != nil { details.list = fields[.view] }
        return decode(main, value, keyNode: mainNode, details, at: node, use: use, scope: scope, &decoder)
    }

    /// A target of kind `kind`, written `value` under `keyNode`, with the `details` given
    /// beside it, in the target mapping `node`.
    private static func decode(
        _ kind: Key, _ value: Node, keyNode: Node, _ details: Details, at node: Node,
        use: Use, scope: DecodingScope, _ decoder: inout NodeDecoder
    ) -> StepTarget? {
        guard use.allows(kind) else {
            decoder.error(Self.notAllowed(kind.rawValue, use: use), at: keyNode)
            return nil
        }
        let location = node.location
        switch kind {
        case .cell, .point, .empty:
            var list: String?
            if let listNode = details.list {
                // A table has rows: say so, rather than that it is no list or no collection view.
                if kind == .cell, let table = tableNamed(listNode, scope: scope) {
                    decoder.error(Self.cellInTable(table), at: keyNode)
                    return nil
                }
                guard let name = decodeList(listNode, for: "target '\(kind.rawValue)'", scope: scope, &decoder) else { return nil }
                list = name
            } else if let problem = unnamedListProblem("target '\(kind.rawValue)'", scope: scope) {
                decoder.error(problem, at: keyNode)
                return nil
            }
            switch kind {
            case .cell:
                guard let indexPath = decodeCell(value, section: details.section, &decoder) else { return nil }
                return StepTarget(.cell(indexPath), in: list, location: location)
            case .point:
                return decoder.point(value, for: "'point'").map { StepTarget(.point($0), location: location) }
            default:
                guard decoder.flag(value, for: "'empty'") else { return nil }
                return StepTarget(.empty, in: list, location: location)
            }
        case .view:
            guard let name = decoder.string(value, for: "'view'") else { return nil }
            if let names = scope.viewNames, !names.contains(name) {
                decoder.error(Self.unknownView(name, names: names, app: scope.app), at: value)
                return nil
            }
            var inView: CGPoint?
            if let point = details.point, use == .tap || use == .swipe {
                decoder.error(Self.notAllowed("point", use: use), at: point)
                return nil
            }
            if let point = details.point {
                guard let value = decoder.point(point, for: "'point'") else { return nil }
                inView = value
            }
            return StepTarget(.view(name, point: inView), location: location)
        case .source:
            guard let item = details.item else {
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
        case .row, .header, .footer:
            decoder.error(Self.tablePlaceWithoutView(kind.rawValue), at: keyNode)
            return nil
        case .item, .section, .part:
            return nil
        }
    }

    /// `{view: NAME, row: N, section: S, part: P}`: a row of a table the app names, in
    /// section 0 unless `section` says, at its middle unless `part` says; or
    /// `{view: NAME, header: S}` / `{view: NAME, footer: S}`: a section's header or footer.
    private static func decodeTablePlace(_ kind: Key, _ fields: Fields<Key>, at node: Node, use: Use, scope: DecodingScope, _ decoder: inout NodeDecoder) -> StepTarget? {
        guard let kindKey = fields.keyNode(kind), let valueNode = fields[kind], let viewNode = fields[.view] else { return nil }
        guard kind.allowsRows(use) else {
            decoder.error(Self.notAllowed(kind.rawValue, use: use), at: kindKey)
            return nil
        }
        guard let name = decoder.string(viewNode, for: "'view'") else { return nil }
        if let names = scope.viewNames, !names.contains(name) {
            decoder.error(Self.unknownView(name, names: names, app: scope.app), at: viewNode)
            return nil
        }
        guard let number = decoder.integer(valueNode, for: "'\(kind.rawValue)'", minimum: 0) else { return nil }
        var section = 0
        if let sectionNode = fields[.section] {
            guard let value = decoder.integer(sectionNode, for: "'section'", minimum: 0) else { return nil }
            section = value
        }
        var part: TableView.RowPart?
        if let partNode = fields[.part] {
            guard let text = decoder.string(partNode, for: "'part'") else { return nil }
            guard let value = TableView.RowPart(rawValue: text) else {
                decoder.error(Self.unknownPart(text), at: partNode)
                return nil
            }
            part = value
        }
        if let tables = scope.tableNames, !tables.contains(name) {
            decoder.error(Self.notInTable(kind.rawValue, name, tables: tables, scope: scope), at: kindKey)
            return nil
        }
        let place: Kind = switch kind {
        case .header: .header(number)
        case .footer: .footer(number)
        default: .row(IndexPath(item: number, section: section), part: part)
        }
        return StepTarget(place, in: name, location: node.location)
    }

    /// A cell's index path: `N` or `[S, N]`, or `N` with `section: S` beside it.
    private static func decodeCell(_ value: Node, section: Node?, _ decoder: inout NodeDecoder) -> IndexPath? {
        guard let section else { return decoder.indexPath(value, for: "'cell'") }
        guard value.sequence == nil else {
            decoder.error(Self.sectionTwice, at: section)
            return nil
        }
        guard let item = decoder.indexPath(value, for: "'cell'"), let number = decoder.integer(section, for: "'section'", minimum: 0) else { return nil }
        return IndexPath(item: item.item, section: number)
    }

    /// The list `node` names, for `what` (a target's kind, `reorder`, an expectation): one
    /// the app declares among its lists.
    static func decodeList(_ node: Node, for what: String, scope: DecodingScope, _ decoder: inout NodeDecoder) -> String? {
        guard let name = decoder.string(node, for: "'view'") else { return nil }
        if let names = scope.viewNames, !names.contains(name) {
            decoder.error(Self.unknownView(name, names: names, app: scope.app), at: node)
            return nil
        }
        if let lists = scope.listNames, !lists.contains(name) {
            decoder.error(Self.notAList(name, for: what, lists: lists, app: scope.app), at: node)
            return nil
        }
        return name
    }

    /// The table `node` names, if it names one of the app's: a place a cell or a reorder
    /// cannot be.
    static func tableNamed(_ node: Node, scope: DecodingScope) -> String? {
        guard let name = node.scalar?.value, scope.tableNames?.contains(name) == true else { return nil }
        return name
    }

    /// Why `what` cannot mean the app's one collection view, when it names no list: the app
    /// has none, or several (its tables do not count).
    static func unnamedListProblem(_ what: String, scope: DecodingScope) -> String? {
        if let app = scope.app, !app.hasCollectionView { return Self.needsCollection(what, app: app) }
        if let lists = scope.collectionListNames, lists.count > 1 { return Self.needsList(what, lists: lists, app: scope.app) }
        return nil
    }
}

extension StepTarget {
    static func unknownKind(_ name: String) -> String {
        "unknown target kind '\(NodeDecoder.excerpt(name))'" + Suggestion.hint(for: name, in: Key.names.filter { $0 != "item" && $0 != "section" && $0 != "part" })
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

    static func needsCollection(_ what: String, app: any AppUnderTest.Type) -> String {
        "\(what) needs a collection view, and app \(app.name) has none"
    }

    static func needsList(_ what: String, lists: [String], app: (any AppUnderTest.Type)?) -> String {
        "\(what) needs 'view' to say which list: app \(app?.name ?? "") has several (\(lists.joined(separator: ", ")))"
    }

    static func notAList(_ name: String, for what: String, lists: [String], app: (any AppUnderTest.Type)?) -> String {
        let base = "\(what) needs a list, and view '\(NodeDecoder.excerpt(name))' is none"
        if lists.isEmpty { return base + "; app \(app?.name ?? "") declares no lists" }
        return base + "; expected one of: " + lists.joined(separator: ", ")
    }

    static func cellInTable(_ name: String) -> String {
        "target 'cell' needs a collection view, and '\(NodeDecoder.excerpt(name))' is a table view: write '{view: \(YAMLScalar.quoted(name)), row: N}'"
    }

    static func notInTable(_ kind: String, _ name: String, tables: [String], scope: DecodingScope) -> String {
        if scope.listNames?.contains(name) == true {
            return "target '\(kind)' needs a table view, and list '\(NodeDecoder.excerpt(name))' is a collection view: write '{view: \(YAMLScalar.quoted(name)), cell: N}'"
        }
        let base = "target '\(kind)' needs a table view, and view '\(NodeDecoder.excerpt(name))' is none"
        if tables.isEmpty { return base + "; app \(scope.app?.name ?? "") declares no table views" }
        return base + "; expected one of: " + tables.joined(separator: ", ")
    }

    static let itemWithoutSource = "target 'item' needs 'source' beside it"
    static let sectionWithoutCellOrRow = "target 'section' needs 'cell' or 'row' beside it"
    static let rowWithoutView = tablePlaceWithoutView("row")
    static let partWithoutRow = "target 'part' needs 'row' beside it: the part of that row the finger is on"

    static func tablePlaceWithoutView(_ kind: String) -> String {
        "target '\(kind)' needs 'view' beside it: the table it is a \(kind) of"
    }

    static func unknownPart(_ text: String) -> String {
        "unknown row part '\(NodeDecoder.excerpt(text))'; expected one of: "
            + TableView.RowPart.allCases.map(\.rawValue).joined(separator: ", ")
            + Suggestion.hint(for: text, in: TableView.RowPart.allCases.map(\.rawValue))
    }
    static let sectionTwice = "the section is given twice: write 'cell: N, section: S' or 'cell: [S, N]'"
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
