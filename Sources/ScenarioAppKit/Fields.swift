import YAMLReader

/// The known keys of a mapping, each with its key node and value node, in file order.
///
/// The known keys are found by a scan of the pairs when asked for, not kept: a mapping of a
/// scenario has a few keys, and an array of them for each mapping decoded was an allocation
/// and a free apiece, more than the scans cost. Not public, but `@usableFromInline` with
/// `@inlinable` members: the decoders in other modules always name a concrete `Key`, and get
/// their own specialised copies. Unspecialised, every lookup went through generic metadata
/// and tuple witnesses, a tenth of a whole `check`.
@usableFromInline package struct Fields<Key: DecodingKey> {
    @usableFromInline package private(set) var mapping: Node.Mapping
    /// The known keys in file order, each with where its pair is in `mapping.pairs`.
    @inlinable package var known: KnownKeys { KnownKeys(pairs: mapping.pairs) }
    /// Keys that are not `Key`s, already reported.
    @usableFromInline package var unknownKeys: [String] = []

    @inlinable package init(mapping: Node.Mapping) {
        self.mapping = mapping
    }

    /// A known key and the index of its pair.
    @usableFromInline package struct Known {
        @usableFromInline package var key: Key
        @usableFromInline package var index: Int

        @inlinable package init(key: Key, index: Int) {
            self.key = key
            self.index = index
        }
    }

    @inlinable package var location: SourceLocation { mapping.location }

    /// The index in `mapping.pairs` of `key`'s pair, if the mapping has it.
    @inlinable package func index(of key: Key) -> Int? {
        let name = key.rawValue
        for index in mapping.pairs.indices {
            if case .scalar(let scalar) = mapping.pairs[index].key, scalar.value.utf8.count == name.utf8.count, scalar.value == name { return index }
        }
        return nil
    }

    /// The value of `key`. Read straight off the pair: through `Optional.map` the whole
    /// pair was copied and destroyed to return one of its nodes.
    @inlinable package subscript(key: Key) -> Node? {
        guard let index = index(of: key) else { return nil }
        return mapping.pairs[index].value
    }

    @inlinable package func keyNode(_ key: Key) -> Node? {
        guard let index = index(of: key) else { return nil }
        return mapping.pairs[index].key
    }

    @inlinable package func has(_ key: Key) -> Bool {
        index(of: key) != nil
    }

    /// Whether the mapping has no known key.
    @inlinable package var isEmpty: Bool {
        var keys = known.makeIterator()
        return keys.next() == nil
    }

    /// The known keys with their nodes, in file order.
    @inlinable package var pairs: [(key: Key, keyNode: Node, value: Node)] {
        known.map { (key: $0.key, keyNode: mapping.pairs[$0.index].key, value: mapping.pairs[$0.index].value) }
    }

    /// The keys present, in file order.
    @inlinable package var keys: [Key] { known.map(\.key) }

    /// Whether an unknown key was reported with `key` as its likely spelling, so its absence
    /// needs no second message.
    @usableFromInline package func isMisspelt(_ key: Key) -> Bool {
        unknownKeys.contains { Suggestion.closest(to: $0, in: Key.names) == key.rawValue }
    }
}

extension Fields {
    /// The known keys of a mapping in file order, read off its pairs as they are iterated.
    @usableFromInline package struct KnownKeys: Sequence {
        @usableFromInline let pairs: [Node.Mapping.Pair]

        @inlinable init(pairs: [Node.Mapping.Pair]) {
            self.pairs = pairs
        }

        @inlinable package func makeIterator() -> Iterator {
            Iterator(pairs: pairs)
        }

        @usableFromInline package struct Iterator: IteratorProtocol {
            @usableFromInline let pairs: [Node.Mapping.Pair]
            @usableFromInline var position = 0

            @inlinable init(pairs: [Node.Mapping.Pair]) {
                self.pairs = pairs
            }

            @inlinable package mutating func next() -> Known? {
                while position < pairs.count {
                    let index = position
                    position += 1
                    if case .scalar(let scalar) = pairs[index].key, let key = Key.named(scalar.value) {
                        return Known(key: key, index: index)
                    }
                }
                return nil
            }
        }
    }
}
