import DragDropCore
import YAMLReader

extension OtherAppSource {
    enum ItemKey: String, DecodingKey {
        case id, provides
    }

    /// `sources`: app name to its list of items. Returns what could be read; the problems
    /// are reported.
    static func decodeAll(_ node: Node, _ decoder: inout NodeDecoder) -> [OtherAppSource] {
        guard let mapping = decoder.mapping(node, for: "'sources'") else { return [] }
        var sources: [OtherAppSource] = []
        for pair in mapping.pairs {
            guard let app = decoder.key(pair.key) else { continue }
            guard let items = decoder.sequence(pair.value, for: "source '\(app)'") else { continue }
            var ids: [String: SourceLocation] = [:]
            var source = OtherAppSource(app: app, items: [], location: pair.key.location)
            source.items.reserveCapacity(items.count)
            for node in items {
                guard let item = decodeItem(node, app: app, &decoder) else { continue }
                // A source has a few items, mostly: a scan of those kept finds a repeated id
                // sooner than a dictionary of them is made; a long list gets the dictionary.
                let first = items.count > Self.itemsScanned ? ids[item.id] : source.items.first(where: { $0.id == item.id })?.location
                if let first {
                    decoder.error(Self.duplicateItem(item.id, app: app, first: first), at: item.location)
                    continue
                }
                if items.count > Self.itemsScanned { ids[item.id] = item.location }
                source.items.append(item)
            }
            sources.append(source)
        }
        return sources
    }

    /// Items of a source checked for a repeated id by a scan rather than a dictionary.
    private static let itemsScanned = 16

    private static func decodeItem(_ node: Node, app: String, _ decoder: inout NodeDecoder) -> Item? {
        guard let fields = decoder.fields(node, for: "an item of source '\(app)'", ItemKey.self) else { return nil }
        decoder.require(.id, .provides, in: fields)
        let representations = fields[.provides].map { ItemRepresentation.decodeAll($0, &decoder) } ?? []
        guard let idNode = fields[.id], let id = decoder.string(idNode, for: "'id'") else { return nil }
        return Item(id: id, representations: representations, location: idNode.location)
    }

    static func duplicateItem(_ id: String, app: String, first: SourceLocation) -> String {
        "duplicate item id '\(id)' in source '\(app)' (first at line \(first.line))"
    }
}
