import YAMLReader

/// The known keys of a mapping in `given`, each value a `GivenNode` named `'KEY'`.
///
/// Its readers are `@inlinable`, so that an app's reads of its own `Key`s are specialised
/// (see `Fields`).
public struct GivenMapping<Key: DecodingKey> {
    @usableFromInline let fields: Fields<Key>
    @usableFromInline let reader: GivenReader

    @usableFromInline init(fields: Fields<Key>, reader: GivenReader) {
        self.fields = fields
        self.reader = reader
    }

    /// The value of `key`, if the mapping has it.
    @inlinable public subscript(key: Key) -> GivenNode? {
        fields[key].map { GivenNode($0, name: .key(key.rawValue), reader: reader) }
    }

    /// The keys present, in file order.
    @inlinable public var keys: [Key] { fields.keys }

    @inlinable public var location: SourceLocation { fields.location }

    /// Where `key` itself is written, for a message about the key rather than its value.
    @inlinable public func location(ofKey key: Key) -> SourceLocation? {
        fields.keyNode(key)?.location
    }

    /// Reports each of `keys` that is missing, at the mapping; true when none is.
    @inlinable @discardableResult
    public func require(_ keys: Key...) -> Bool {
        var complete = true
        for key in keys where !fields.has(key) {
            if !fields.isMisspelt(key) { reader.decoder.error(NodeDecoder.missingKey(key.rawValue), at: fields.location) }
            complete = false
        }
        return complete
    }
}
