import DragDropCore
import GalleryCore
import YAMLReader

extension CanvasGiven {
    enum Key: String, DecodingKey {
        case views
    }

    enum ViewKey: String, DecodingKey {
        case drag, add, restricted, allowsMove, fullSizePreview, lift, drop
    }

    enum ItemKey: String, DecodingKey {
        case provides, local
    }

    enum DropKey: String, DecodingKey {
        case accepts, operation, loads
    }

    static func decode(_ node: Node, unknown: (String) -> String, _ decoder: inout NodeDecoder) -> CanvasGiven? {
        guard let fields = decoder.fields(node, for: "'given'", Key.self, unknown: unknown) else { return nil }
        guard let node = fields[.views] else { return CanvasGiven() }
        guard let mapping = decoder.mapping(node, for: "'views'") else { return nil }
        var views: [View] = []
        let valid = decoder.succeeds { decoder in
            for pair in mapping.pairs {
                guard let name = decoder.key(pair.key) else { continue }
                if let view = decodeView(name: name, pair.value, at: pair.key.location, &decoder) { views.append(view) }
            }
        }
        return valid ? CanvasGiven(views: views) : nil
    }

    private static func decodeView(name: String, _ node: Node, at location: SourceLocation, _ decoder: inout NodeDecoder) -> View? {
        var view = View(name: name, location: location)
        // A view with no interactions is written `name: {}` or `name:`.
        if node.scalar?.isNull == true { return view }
        guard let fields = decoder.fields(node, for: "view '\(name)'", ViewKey.self) else { return nil }
        if let node = fields[.drag] { view.drag = decodeItems(node, for: "'drag'", &decoder) }
        if let node = fields[.add] { view.add = decodeItems(node, for: "'add'", &decoder) }
        if let node = fields[.restricted] { view.restricted = decoder.bool(node, for: "'restricted'") ?? false }
        if let node = fields[.allowsMove] { view.allowsMove = decoder.bool(node, for: "'allowsMove'") ?? true }
        if let node = fields[.fullSizePreview] { view.fullSizePreview = decoder.bool(node, for: "'fullSizePreview'") ?? false }
        if let node = fields[.lift] {
            if node.scalar?.value == "none", node.scalar?.style == .plain {
                view.liftReturnsNone = true
            } else {
                decoder.error(Self.liftOnlyNone(NodeDecoder.flow(node)), at: node)
            }
        }
        if let node = fields[.drop] { view.drop = decodeDrop(node, &decoder) }
        return view
    }

    private static func decodeItems(_ node: Node, for what: String, _ decoder: inout NodeDecoder) -> [Item] {
        guard let items = decoder.sequence(node, for: what) else { return [] }
        var result: [Item] = []
        for node in items {
            guard let fields = decoder.fields(node, for: "an item of \(what)", ItemKey.self) else { continue }
            guard decoder.require(.provides, in: fields), let provides = fields[.provides] else { continue }
            var item = Item(representations: ItemRepresentation.decodeAll(provides, &decoder), location: node.location)
            if let local = fields[.local] { item.localObject = ItemValue.decode(local, for: "'local'", &decoder) }
            result.append(item)
        }
        return result
    }

    private static func decodeDrop(_ node: Node, _ decoder: inout NodeDecoder) -> CanvasDrop? {
        guard let fields = decoder.fields(node, for: "'drop'", DropKey.self) else { return nil }
        guard decoder.require(.accepts, in: fields), let acceptsNode = fields[.accepts],
              let accepts = decoder.strings(acceptsNode, for: "'accepts'")
        else { return nil }
        var drop = CanvasDrop(accepts: accepts)
        if let node = fields[.operation], let operation = DropOperation.decode(node, allowed: [.copy, .move, .forbidden], &decoder) {
            drop.operation = operation
        }
        if let node = fields[.loads] { drop.loads = decoder.string(node, for: "'loads'") }
        return drop
    }

    static func liftOnlyNone(_ found: String) -> String {
        "'lift' takes only 'none', found '\(found)'"
    }
}
