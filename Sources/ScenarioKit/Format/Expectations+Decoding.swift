import DragDropCore
import ScenarioAppKit
import YAMLReader

extension Expectations {
    enum Key: String, DecodingKey {
        case images, sections, placeholders, lists, views, received, saved, state, session, error, trace
    }

    enum ListKey: String, DecodingKey {
        case items, placeholders
    }

    enum ImageKey: String, DecodingKey {
        case url, aspect
    }

    enum ViewKey: String, DecodingKey {
        case text
    }

    enum SessionKey: String, DecodingKey {
        case items, operation, fullSizePreviews, finger
    }

    enum ErrorKey: String, DecodingKey {
        case kind, message
    }

    enum TraceKey: String, DecodingKey {
        case contains, excludes, golden
    }

    /// The checks of a final `expect` or an `expect:` step; each must make sense for the app.
    static func decode(_ node: Node, for what: String, scope: DecodingScope, _ decoder: inout NodeDecoder) -> Expectations? {
        guard let fields = decoder.fields(node, for: what, Key.self) else { return nil }
        var entries: [Expectation] = []
        entries.reserveCapacity(fields.mapping.pairs.count)
        var valid = true
        // The known keys in place, not `fields.pairs`, an array of copies made for one loop.
        for known in fields.known {
            let pair = fields.mapping.pairs[known.index]
            if let problem = Self.appProblem(known.key, scope: scope) {
                decoder.error(problem, at: pair.key)
                valid = false
                continue
            }
            if let kind = decodeKind(known.key, pair.value, scope: scope, &decoder) {
                entries.append(Expectation(kind, location: pair.key.location))
            } else {
                valid = false
            }
        }
        return valid ? Expectations(entries: entries, location: node.location) : nil
    }

    /// Why `key` cannot be checked in `app`, if it cannot.
    ///
    /// `images`, `saved`, `sections` and `views` check the part of the app's state of that
    /// name, so they need an app whose state has it.
    private static func appProblem(_ key: Key, scope: DecodingScope) -> String? {
        guard let app = scope.app else { return nil }
        switch key {
        case .images, .saved, .sections, .views:
            if app.stateKeys.contains(key.rawValue) { return nil }
            let owner = scope.apps.apps.first { $0.stateKeys.contains(key.rawValue) }
            return Self.wrongApp(key.rawValue, needs: owner?.name, app: app.name)
        case .placeholders:
            if !app.hasCollectionView {
                // An app of tables counts each table's placeholders by its name.
                if let table = scope.tableNames?.first(where: { scope.listNames?.contains($0) == true }) {
                    return Self.placeholdersOfTable(table, app: app.name)
                }
                return Self.noCollection(key.rawValue, app: app.name)
            }
            if let lists = scope.collectionListNames, lists.count > 1 { return Self.placeholdersOfWhichList(app: app.name, lists: lists) }
            return nil
        case .lists, .received, .state, .session, .error, .trace: return nil
        }
    }

    private static func decodeKind(_ key: Key, _ node: Node, scope: DecodingScope, _ decoder: inout NodeDecoder) -> Expectation.Kind? {
        switch key {
        case .images:
            return decodeImages(node, for: "'images'", &decoder).map(Expectation.Kind.images)
        case .sections:
            return decodeSections(node, &decoder).map(Expectation.Kind.sections)
        case .placeholders:
            return decoder.integer(node, for: "'placeholders'", minimum: 0).map(Expectation.Kind.placeholders)
        case .lists:
            return decodeLists(node, scope: scope, &decoder).map(Expectation.Kind.lists)
        case .views:
            return decodeViews(node, scope: scope, &decoder).map(Expectation.Kind.views)
        case .received:
            return decodeReceived(node, scope: scope, &decoder).map(Expectation.Kind.received)
        case .saved:
            if isNone(node) { return .saved(nil) }
            if node.scalar != nil {
                decoder.error(Self.noneOrList("saved", found: NodeDecoder.flow(node)), at: node)
                return nil
            }
            return decodeImages(node, for: "'saved'", &decoder).map { .saved($0) }
        case .state:
            return decodeState(node, app: scope.app, &decoder).map(Expectation.Kind.state)
        case .session:
            return decodeSession(node, &decoder).map(Expectation.Kind.session)
        case .error:
            return decodeError(node, &decoder).map(Expectation.Kind.error)
        case .trace:
            return decodeTrace(node, &decoder).map(Expectation.Kind.trace)
        }
    }

    private static func isNone(_ node: Node) -> Bool {
        node.scalar?.value == "none" && node.scalar?.style == .plain
    }

    /// Entries are a URL or its last path component, or `{url, aspect}`.
    private static func decodeImages(_ node: Node, for what: String, _ decoder: inout NodeDecoder) -> [ImageExpectation]? {
        guard let items = decoder.sequence(node, for: what) else { return nil }
        var images: [ImageExpectation] = []
        images.reserveCapacity(items.count)
        for item in items {
            if let scalar = item.scalar, !scalar.isNull {
                images.append(ImageExpectation(url: scalar.value, location: item.location))
                continue
            }
            guard let fields = decoder.fields(item, for: "an entry of \(what)", ImageKey.self),
                  decoder.require(.url, in: fields),
                  let url = fields[.url].flatMap({ decoder.string($0, for: "'url'") })
            else { continue }
            var image = ImageExpectation(url: url, location: item.location)
            if let aspectNode = fields[.aspect] {
                guard let aspect = decoder.number(aspectNode, for: "'aspect'", positive: true) else { continue }
                image.aspect = aspect
            }
            images.append(image)
        }
        return images.count == items.count ? images : nil
    }

    /// A list of sections, each a list of cell texts.
    private static func decodeSections(_ node: Node, _ decoder: inout NodeDecoder) -> [[String]]? {
        guard let sections = decoder.sequence(node, for: "'sections'") else { return nil }
        var result: [[String]] = []
        var valid = true
        for section in sections {
            if let cells = decoder.strings(section, for: "a section") { result.append(cells) } else { valid = false }
        }
        return valid ? result : nil
    }

    /// A mapping whose keys are the app's state keys; below them, any YAML, compared with
    /// the state when the check is made.
    private static func decodeState(_ node: Node, app: (any AppUnderTest.Type)?, _ decoder: inout NodeDecoder) -> Node? {
        guard let mapping = decoder.mapping(node, for: "'state'") else { return nil }
        let valid = decoder.succeeds { decoder in
            for pair in mapping.pairs {
                guard let key = decoder.key(pair.key), let app, !app.stateKeys.contains(key) else { continue }
                decoder.error(Self.unknownStateKey(key, app: app), at: pair.key)
            }
        }
        return valid ? node : nil
    }

    private static func decodeViews(_ node: Node, scope: DecodingScope, _ decoder: inout NodeDecoder) -> [ViewExpectation]? {
        guard let mapping = decoder.mapping(node, for: "'views'") else { return nil }
        var views: [ViewExpectation] = []
        for pair in mapping.pairs {
            guard let name = decoder.key(pair.key) else { continue }
            if let names = scope.viewNames, !names.contains(name) {
                decoder.error(StepTarget.unknownView(name, names: names, app: scope.app), at: pair.key)
                continue
            }
            guard let fields = decoder.fields(pair.value, for: "view '\(name)'", ViewKey.self),
                  decoder.require(.text, in: fields),
                  let textNode = fields[.text],
                  let text = decoder.optionalString(textNode, for: "'text'")
            else { continue }
            views.append(ViewExpectation(view: name, text: text, location: pair.key.location))
        }
        return views.count == mapping.pairs.count ? views : nil
    }

    /// `NAME: {items: N or [N, …], placeholders: N}` for lists the app declares.
    private static func decodeLists(_ node: Node, scope: DecodingScope, _ decoder: inout NodeDecoder) -> [ListExpectation]? {
        guard let mapping = decoder.mapping(node, for: "'lists'") else { return nil }
        var lists: [ListExpectation] = []
        for pair in mapping.pairs {
            guard StepTarget.decodeList(pair.key, for: "'lists'", scope: scope, &decoder) != nil, let name = decoder.key(pair.key),
                  let fields = decoder.fields(pair.value, for: "list '\(name)'", ListKey.self)
            else { continue }
            var list = ListExpectation(list: name, location: pair.key.location)
            let valid = decoder.succeeds { decoder in
                if let items = fields[.items] {
                    if let sections = items.sequence?.items {
                        let counts = sections.compactMap { decoder.integer($0, for: "a section's 'items'", minimum: 0) }
                        if counts.count == sections.count { list.items = .bySection(counts) }
                    } else {
                        list.items = decoder.integer(items, for: "'items'", minimum: 0).map(ListExpectation.Items.total)
                    }
                }
                if let placeholders = fields[.placeholders] {
                    list.placeholders = decoder.integer(placeholders, for: "'placeholders'", minimum: 0)
                }
                if fields[.items] == nil, fields[.placeholders] == nil {
                    decoder.error(Self.emptyList(name), at: pair.value)
                }
            }
            if valid { lists.append(list) }
        }
        return lists.count == mapping.pairs.count ? lists : nil
    }

    private static func decodeReceived(_ node: Node, scope: DecodingScope, _ decoder: inout NodeDecoder) -> [ReceivedExpectation]? {
        guard let mapping = decoder.mapping(node, for: "'received'") else { return nil }
        var received: [ReceivedExpectation] = []
        for pair in mapping.pairs {
            guard let app = decoder.key(pair.key) else { continue }
            if let targets = scope.targets, !targets.contains(where: { $0.name == app }) {
                decoder.error(StepTarget.unknownTargetApp(app, names: targets.map(\.name)), at: pair.key)
                continue
            }
            guard let items = decoder.strings(pair.value, for: "'\(app)'") else { continue }
            received.append(ReceivedExpectation(app: app, items: items, location: pair.key.location))
        }
        return received.count == mapping.pairs.count ? received : nil
    }

    private static func decodeSession(_ node: Node, _ decoder: inout NodeDecoder) -> SessionExpectation? {
        if isNone(node) { return SessionExpectation(state: .none) }
        if node.scalar != nil {
            decoder.error(Self.noneOrMapping("session", found: NodeDecoder.flow(node)), at: node)
            return nil
        }
        guard let fields = decoder.fields(node, for: "'session'", SessionKey.self) else { return nil }
        var session = SessionExpectation(state: .active(items: nil, operation: nil, fullSizePreviews: nil))
        var items: Int?
        var operation: DropOperation?
        var fullSizePreviews: Bool?
        let valid = decoder.succeeds { decoder in
            if let node = fields[.items] { items = decoder.integer(node, for: "'items'", minimum: 0) }
            if let node = fields[.operation] {
                operation = DropOperation.decode(node, allowed: DropOperation.Word.allCases, &decoder)
            }
            if let node = fields[.fullSizePreviews] { fullSizePreviews = decoder.bool(node, for: "'fullSizePreviews'") }
            if let node = fields[.finger], let finger = decoder.integer(node, for: "'finger'") {
                if finger < 1 { decoder.error(Step.invalidFinger(finger), at: node) }
                session.finger = finger
            }
        }
        session.state = .active(items: items, operation: operation, fullSizePreviews: fullSizePreviews)
        return valid ? session : nil
    }

    private static func decodeError(_ node: Node, _ decoder: inout NodeDecoder) -> ErrorExpectation? {
        guard let fields = decoder.fields(node, for: "'error'", ErrorKey.self), decoder.require(.kind, in: fields),
              let kindNode = fields[.kind]
        else { return nil }
        let kind = decoder.word(kindNode, EngineError.Kind.self, noun: "error kind")
        let message = fields[.message].map { decoder.string($0, for: "'message'") }
        guard let kind, message != .some(nil) else { return nil }
        return ErrorExpectation(kind: kind, message: message ?? nil)
    }

    /// A list is the whole trace; a mapping holds `contains` and `excludes`, or `golden` alone.
    private static func decodeTrace(_ node: Node, _ decoder: inout NodeDecoder) -> TraceExpectation? {
        if node.sequence != nil {
            return decodePatterns(node, for: "'trace'", &decoder).map(TraceExpectation.lines)
        }
        guard let fields = decoder.fields(node, for: "'trace'", TraceKey.self) else { return nil }
        if let golden = fields[.golden] {
            if let other = fields.pairs.first(where: { $0.key != .golden }) {
                decoder.error(Self.goldenAlone(other.key.rawValue), at: other.keyNode)
                return nil
            }
            return decoder.string(golden, for: "'golden'").map(TraceExpectation.golden)
        }
        guard !fields.isEmpty else {
            decoder.error(Self.emptyTrace, at: node)
            return nil
        }
        let contains = fields[.contains].map { decodePatterns($0, for: "'contains'", &decoder) } ?? []
        let excludes = fields[.excludes].map { decodePatterns($0, for: "'excludes'", &decoder) } ?? []
        guard let contains, let excludes else { return nil }
        return .patterns(contains: contains, excludes: excludes)
    }

    private static func decodePatterns(_ node: Node, for what: String, _ decoder: inout NodeDecoder) -> [TracePattern]? {
        guard let items = decoder.sequence(node, for: what) else { return nil }
        var patterns: [TracePattern] = []
        patterns.reserveCapacity(items.count)
        for item in items {
            if let text = decoder.string(item, for: "a line of \(what)") { patterns.append(TracePattern(text, location: item.location)) }
        }
        return patterns.count == items.count ? patterns : nil
    }
}

extension Expectations {
    static func wrongApp(_ key: String, needs: String?, app: String) -> String {
        guard let needs else { return "'\(key)' checks a state key '\(key)', and app \(app) has none" }
        return "'\(key)' checks app \(needs), but this scenario's app is \(app)"
    }

    static func placeholdersOfWhichList(app: String, lists: [String]) -> String {
        "'placeholders' needs a list, and app \(app) has several (\(lists.joined(separator: ", "))): write 'lists: {NAME: {placeholders: N}}'"
    }

    static func placeholdersOfTable(_ table: String, app: String) -> String {
        "'placeholders' counts the app's one collection view, and app \(app) has none: write 'lists: {\(YAMLScalar.quoted(table)): {placeholders: N}}' for a table's"
    }

    static func emptyList(_ name: String) -> String {
        "list '\(NodeDecoder.excerpt(name))' needs 'items' or 'placeholders'"
    }

    static func noCollection(_ key: String, app: String) -> String {
        "'\(key)' needs a collection view, and app \(app) has none"
    }

    static func unknownStateKey(_ key: String, app: any AppUnderTest.Type) -> String {
        let base = "unknown state key '\(NodeDecoder.excerpt(key))' for app \(app.name)"
        if app.stateKeys.isEmpty { return base + "; its state has no keys" }
        return base + Suggestion.hint(for: key, in: app.stateKeys)
    }

    static func noneOrList(_ key: String, found: String) -> String {
        "'\(key)' takes 'none' or a list, found '\(NodeDecoder.excerpt(found))'"
    }

    static func noneOrMapping(_ key: String, found: String) -> String {
        "'\(key)' takes 'none' or a mapping such as {items: 1, operation: move}, found '\(NodeDecoder.excerpt(found))'"
    }

    static func goldenAlone(_ other: String) -> String {
        "'golden' stands alone in 'trace'; found '\(other)' beside it"
    }

    static let emptyTrace = "'trace' needs 'contains', 'excludes' or 'golden'"
}
