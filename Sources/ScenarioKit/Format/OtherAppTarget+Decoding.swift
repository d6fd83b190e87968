import DragDropCore
import YAMLReader

extension OtherAppTarget {
    enum Key: String, DecodingKey {
        case accepts, operation
    }

    /// The operations a target app may answer with.
    static let operations: [DropOperation.Word] = [.copy, .forbidden]

    /// `targets`: app name to `{accepts, operation}`. Returns what could be read; the
    /// problems are reported.
    static func decodeAll(_ node: Node, _ decoder: inout NodeDecoder) -> [OtherAppTarget] {
        guard let mapping = decoder.mapping(node, for: "'targets'") else { return [] }
        var targets: [OtherAppTarget] = []
        for pair in mapping.pairs {
            guard let name = decoder.key(pair.key),
                  let fields = decoder.fields(pair.value, for: "target '\(name)'", Key.self)
            else { continue }
            var target = OtherAppTarget(name: name, accepts: [], location: pair.key.location)
            if decoder.require(.accepts, in: fields), let node = fields[.accepts] {
                target.accepts = decoder.strings(node, for: "'accepts'") ?? []
            }
            // Another app's drop target only copies or refuses; moving is for the app itself.
            if let node = fields[.operation], let operation = DropOperation.decode(node, allowed: Self.operations, &decoder) {
                target.operation = operation
            }
            targets.append(target)
        }
        return targets
    }
}
