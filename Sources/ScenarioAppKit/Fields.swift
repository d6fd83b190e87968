import YAMLReader

/// The known keys of a mapping, each with its key node and value node, in file order.
package struct Fields<Key: DecodingKey> {
    package var mapping: Node.Mapping
    package var pairs: [(key: Key, keyNode: Node, value: Node)] = []
    /// Keys that are not `Key`s, already reported.
    package var unknownKeys: [String] = []

    package var location: SourceLocation { mapping.location }

    package subscript(key: Key) -> Node? {
        pairs.first { $0.key == key }?.value
    }

    package func keyNode(_ key: Key) -> Node? {
        pairs.first { $0.key == key }?.keyNode
    }

    package func has(_ key: Key) -> Bool {
        pairs.contains { $0.key == key }
    }

    /// The keys present, in file order.
    package var keys: [Key] { pairs.map(\.key) }

    /// Whether an unknown key was reported with `key` as its likely spelling, so its absence
    /// needs no second message.
    package func isMisspelt(_ key: Key) -> Bool {
        unknownKeys.contains { Suggestion.closest(to: $0, in: Key.names) == key.rawValue }
    }
}
