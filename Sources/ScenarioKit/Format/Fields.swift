import YAMLReader

/// The known keys of a mapping, each with its key node and value node, in file order.
struct Fields<Key: DecodingKey> {
    var mapping: Node.Mapping
    var pairs: [(key: Key, keyNode: Node, value: Node)] = []
    /// Keys that are not `Key`s, already reported.
    var unknownKeys: [String] = []

    var location: SourceLocation { mapping.location }

    subscript(key: Key) -> Node? {
        pairs.first { $0.key == key }?.value
    }

    func keyNode(_ key: Key) -> Node? {
        pairs.first { $0.key == key }?.keyNode
    }

    func has(_ key: Key) -> Bool {
        pairs.contains { $0.key == key }
    }

    /// The keys present, in file order.
    var keys: [Key] { pairs.map(\.key) }

    /// Whether an unknown key was reported with `key` as its likely spelling, so its absence
    /// needs no second message.
    func isMisspelt(_ key: Key) -> Bool {
        unknownKeys.contains { Suggestion.closest(to: $0, in: Key.names) == key.rawValue }
    }
}
