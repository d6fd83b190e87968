import YAMLReader

/// The known keys of a mapping in `given`, each value a `GivenNode` named `'KEY'`.
public struct GivenMapping<Key: DecodingKey> {
    let fields: Fields<Key>
    let child: (Node, String) -> GivenNode

    /// The value of `key`, if the mapping has it.
    public subscript(key: Key) -> GivenNode? {
        fields[key].map { child($0, "'\(key.rawValue)'") }
    }

    /// The keys present, in file order.
    public var keys: [Key] { fields.keys }

    public var location: SourceLocation { fields.location }

    /// Where `key` itself is written, for a message about the key rather than its value.
    public func location(ofKey key: Key) -> SourceLocation? {
        fields.keyNode(key)?.location
    }

    /// Reports each of `keys` that is missing, at the mapping; true when none is.
    @discardableResult
    public func require(_ keys: Key...) -> Bool {
        var complete = true
        for key in keys where !fields.has(key) {
            if !fields.isMisspelt(key) { child(.mapping(fields.mapping), "").error(NodeDecoder.missingKey(key.rawValue)) }
            complete = false
        }
        return complete
    }
}
