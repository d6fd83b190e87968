import DragDropCore
import YAMLReader

extension ItemRepresentation {
    package enum Key: String, DecodingKey {
        case value, width, height, fields, after, fails
    }

    /// A `provides` mapping: type identifier to representation, in registration order.
    package static func decodeAll(_ node: Node, _ decoder: inout NodeDecoder) -> [ItemRepresentation] {
        guard let mapping = decoder.mapping(node, for: "'provides'") else { return [] }
        if mapping.pairs.isEmpty { decoder.error(Self.nothingProvided, at: node) }
        var representations: [ItemRepresentation] = []
        // Sized once: grown as it filled, the array was reallocated for most items.
        representations.reserveCapacity(mapping.pairs.count)
        // By index: iterating the pairs copied each one.
        for index in mapping.pairs.indices {
            guard let type = decoder.key(of: mapping.pairs, at: index) else { continue }
            if let representation = decode(type: type, mapping.pairs[index].value, &decoder) { representations.append(representation) }
        }
        return representations
    }

    /// A scalar is text; a mapping holds a value and how loading it goes.
    package static func decode(type: String, _ node: Node, _ decoder: inout NodeDecoder) -> ItemRepresentation? {
        if let scalar = node.scalar {
            guard !scalar.isNull else {
                decoder.error(NodeDecoder.expected("a value", for: "'\(type)'", found: node), at: node)
                return nil
            }
            return ItemRepresentation(typeIdentifier: type, value: .text(scalar.value))
        }
        // The usual mapping, `{value, after}` or `{width, height, after}`: its keys found in one
        // pass and its values read off their pairs. Through `Fields`, whose lookups spell the
        // keys again for each, a representation cost 3.5 k instructions; the result is the same.
        if case .mapping(let mapping) = node, let keys = UsualKeys(mapping.pairs) {
            return decode(type: type, mapping.pairs, keys, &decoder)
        }
        return decodeThroughFields(type: type, node, &decoder)
    }

    /// A representation of the usual shape, its keys at `keys` in `pairs`: read as
    /// `decodeThroughFields` reads it, in the same order, with the same messages.
    private static func decode(type: String, _ pairs: [Node.Mapping.Pair], _ keys: UsualKeys, _ decoder: inout NodeDecoder) -> ItemRepresentation? {
        let value: ItemValue?
        if let index = keys.value {
            value = decoder.string(pairs[index].value, for: "'value'").map { .text($0) }
        } else if let widthIndex = keys.width, let heightIndex = keys.height {
            let width = decoder.number(pairs[widthIndex].value, for: "'width'", positive: true)
            let height = decoder.number(pairs[heightIndex].value, for: "'height'", positive: true)
            value = if let width, let height { .image(Image(width: width, height: height)) } else { nil }
        } else {
            value = nil
        }
        let delay = keys.after.map { decoder.duration(pairs[$0].value, for: "'after'") } ?? 0
        let failure = keys.fails.map { decoder.string(pairs[$0].value, for: "'fails'") }
        guard let value, let delay, failure != .some(nil) else { return nil }
        return ItemRepresentation(typeIdentifier: type, value: value, delay: delay, failure: failure ?? nil)
    }

    /// Any representation mapping, its keys found through `Fields`.
    package static func decodeThroughFields(type: String, _ node: Node, _ decoder: inout NodeDecoder) -> ItemRepresentation? {
        guard let fields = decoder.fields(node, for: "'\(type)'", Key.self) else { return nil }
        let value = ItemValue.decode(fields, for: "'\(type)'", &decoder)
        let delay = fields[.after].map { decoder.duration($0, for: "'after'") } ?? 0
        let failure = fields[.fails].map { decoder.string($0, for: "'fails'") }
        guard let value, let delay, failure != .some(nil) else { return nil }
        return ItemRepresentation(typeIdentifier: type, value: value, delay: delay, failure: failure ?? nil)
    }

    package static let nothingProvided = "'provides' needs at least one type identifier"
}

extension ItemValue {
    /// A value on its own, as a `local` object: a scalar, or a mapping without timing.
    package static func decode(_ node: Node, for what: String, _ decoder: inout NodeDecoder) -> ItemValue? {
        if let scalar = node.scalar {
            guard !scalar.isNull else {
                decoder.error(NodeDecoder.expected("a value", for: what, found: node), at: node)
                return nil
            }
            return .text(scalar.value)
        }
        guard let fields = decoder.fields(node, for: what, ItemRepresentation.Key.self) else { return nil }
        for key in [ItemRepresentation.Key.after, .fails] {
            if let keyNode = fields.keyNode(key) { decoder.error(Self.timingOnLocal(key.rawValue, what), at: keyNode) }
        }
        return decode(fields, for: what, &decoder)
    }

    /// Exactly one of `value`, `width` with `height`, or `fields`. `what` is spelt out only
    /// for a message: most values need none.
    package static func decode(_ fields: Fields<ItemRepresentation.Key>, for what: @autoclosure () -> String, _ decoder: inout NodeDecoder) -> ItemValue? {
        // The first kind of value written (`width` and `height` are one); a second is an error.
        var kind: ItemRepresentation.Key?
        for entry in fields.known {
            let key = entry.key
            let group: ItemRepresentation.Key
            switch key {
            case .value, .width, .fields: group = key
            case .height: group = .width
            case .after, .fails: continue
            }
            guard let first = kind else {
                kind = group
                continue
            }
            if group != first {
                decoder.error(Self.twoValues(Self.spell(first), Self.spell(group)), at: fields.keyNode(key)?.location ?? fields.location)
                return nil
            }
        }
        switch kind {
        case .value?:
            return fields[.value].flatMap { decoder.string($0, for: "'value'") }.map { .text($0) }
        case .width?:
            guard let widthNode = fields[.width], let heightNode = fields[.height] else {
                let present = fields.keyNode(.width) ?? fields.keyNode(.height)
                decoder.error(fields.has(.width) ? Self.widthAlone : Self.heightAlone, at: present?.location ?? fields.location)
                return nil
            }
            let width = decoder.number(widthNode, for: "'width'", positive: true)
            let height = decoder.number(heightNode, for: "'height'", positive: true)
            guard let width, let height else { return nil }
            return .image(Image(width: width, height: height))
        case .fields?:
            return fields[.fields].flatMap { decodeFields($0, &decoder) }.map { .fields($0) }
        default:
            decoder.error(Self.noValue(what()), at: fields.location)
            return nil
        }
    }

    /// A custom type's fields: an ordered mapping of scalars.
    private static func decodeFields(_ node: Node, _ decoder: inout NodeDecoder) -> [Field]? {
        guard let mapping = decoder.mapping(node, for: "'fields'") else { return nil }
        var result: [Field] = []
        var valid = true
        for pair in mapping.pairs {
            guard let name = decoder.key(pair.key) else { valid = false; continue }
            guard let value = decoder.string(pair.value, for: "field '\(name)'") else { valid = false; continue }
            result.append(Field(name: name, value: value))
        }
        return valid ? result : nil
    }

    private static func spell(_ key: ItemRepresentation.Key) -> String {
        key == .width ? "'width' and 'height'" : "'\(key.rawValue)'"
    }

    package static func noValue(_ what: String) -> String {
        "\(what) needs 'value', 'width' and 'height', or 'fields'"
    }

    package static func twoValues(_ first: String, _ second: String) -> String {
        "a representation holds one value; found \(first) and \(second)"
    }

    package static let widthAlone = "'width' needs 'height' beside it"
    package static let heightAlone = "'height' needs 'width' beside it"

    package static func timingOnLocal(_ key: String, _ what: String) -> String {
        "'\(key)' has no meaning for \(what): a local object is there at once"
    }
}
