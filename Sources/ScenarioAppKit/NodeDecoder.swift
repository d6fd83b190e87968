import YAMLReader

/// Walks a node tree and collects every problem it meets, so a file reports all of its
/// errors at once. Decoding functions return nil when their node is unusable and say why here.
///
/// Not public: an app reads its `given` through `GivenNode`. `@usableFromInline`, so that
/// `GivenNode`'s and `GivenMapping`'s inlinable readers and the generic `fields` are
/// specialised in the modules that call them (see `Fields`).
@usableFromInline package struct NodeDecoder {
    @usableFromInline package private(set) var diagnostics: [Diagnostic] = []

    package init() {}

    @usableFromInline package mutating func error(_ message: String, at location: SourceLocation) {
        diagnostics.append(Diagnostic(message, at: location))
    }

    package mutating func report(_ diagnostic: Diagnostic) {
        diagnostics.append(diagnostic)
    }

    @usableFromInline package mutating func error(_ message: String, at node: Node) {
        error(message, at: node.location)
    }

    /// Changes every diagnostic raised since `count`: notes added to errors found in a used
    /// fragment or an example row.
    package mutating func annotate(from count: Int, _ change: (inout Diagnostic) -> Void) {
        guard count < diagnostics.count else { return }
        for index in count..<diagnostics.count { change(&diagnostics[index]) }
    }

    /// Runs `body` and tells whether it raised any error.
    package mutating func succeeds(_ body: (inout NodeDecoder) -> Void) -> Bool {
        let before = diagnostics.count
        body(&self)
        return diagnostics.count == before
    }

    // MARK: Shapes

    @usableFromInline package mutating func mapping(_ node: Node, for what: @autoclosure () -> String) -> Node.Mapping? {
        if let mapping = node.mapping { return mapping }
        error(Self.expected("a mapping", for: what(), found: node), at: node)
        return nil
    }

    package mutating func sequence(_ node: Node, for what: @autoclosure () -> String) -> [Node]? {
        if let sequence = node.sequence { return sequence.items }
        error(Self.expected("a sequence", for: what(), found: node), at: node)
        return nil
    }

    /// The known keys of a mapping; each unknown key is reported with a suggestion.
    @inlinable package mutating func fields<Key: DecodingKey>(_ node: Node, for what: @autoclosure () -> String, _ type: Key.Type) -> Fields<Key>? {
        fields(node, for: what(), type) { Self.unknownKey($0, in: Key.names) }
    }

    /// The known keys of a mapping; each unknown key is reported with `unknown`'s message.
    /// Inlinable, so that each `Key` gets its own specialised copy (see `Fields`).
    @inlinable package mutating func fields<Key: DecodingKey>(
        _ node: Node, for what: @autoclosure () -> String, _: Key.Type, unknown: (String) -> String
    ) -> Fields<Key>? {
        guard let mapping = mapping(node, for: what()) else { return nil }
        var fields = Fields<Key>(mapping: mapping)
        for index in mapping.pairs.indices {
            guard let name = key(of: mapping.pairs, at: index) else { continue }
            if Key.named(name) == nil {
                error(unknown(name), at: mapping.pairs[index].key)
                fields.unknownKeys.append(name)
            }
        }
        return fields
    }

    /// A mapping's key as text; keys must be scalars.
    @usableFromInline package mutating func key(_ node: Node) -> String? {
        if case .scalar(let scalar) = node { return scalar.value }
        error(Self.nonScalarKey(node), at: node)
        return nil
    }

    /// The key of `pairs[index]` as text, read where it is: a key node passed to `key(_:)`
    /// was copied and destroyed, for every key of every mapping decoded. Inlinable, so that
    /// the read stays in the caller's loop: called, it cost more than the copy it saves.
    @inlinable package mutating func key(of pairs: [Node.Mapping.Pair], at index: Int) -> String? {
        guard case .scalar(let scalar) = pairs[index].key else { return key(pairs[index].key) }
        return scalar.value
    }

    /// Reports each of `keys` missing from `fields`, at the mapping; true when none is.
    @discardableResult
    @inlinable package mutating func require<Key>(_ keys: Key..., in fields: Fields<Key>) -> Bool {
        var complete = true
        for key in keys where !fields.has(key) {
            if !fields.isMisspelt(key) { error(Self.missingKey(key.rawValue), at: fields.location) }
            complete = false
        }
        return complete
    }
}

extension NodeDecoder {
    package static func expected(_ shape: String, for what: String, found node: Node) -> String {
        "expected \(shape) for \(what), found \(describe(node))"
    }

    /// A node in a message: a scalar quoted, a collection by its kind.
    package static func describe(_ node: Node) -> String {
        guard let scalar = node.scalar else { return node.kindDescription }
        if scalar.isNull { return "nothing" }
        return "'\(flow(node))'"
    }

    /// A value short enough to quote in a message.
    package static func excerpt(_ text: String) -> String {
        text.count > 40 ? String(text.prefix(40)) + "…" : text
    }

    @usableFromInline package static func unknownKey(_ name: String, in names: [String]) -> String {
        "unknown key '\(excerpt(name))'" + Suggestion.hint(for: name, in: names)
    }

    @usableFromInline package static func missingKey(_ name: String) -> String {
        "missing required key '\(name)'"
    }

    package static func nonScalarKey(_ node: Node) -> String {
        "expected a scalar key, found \(node.kindDescription)"
    }
}

extension NodeDecoder {
    /// Takes on the problems another decoder met, after this one's.
    package mutating func append(_ other: NodeDecoder) {
        diagnostics += other.diagnostics
    }
}
