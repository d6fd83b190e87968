import DragDropCore
import Foundation
import YAMLReader

/// A value of a scenario's `given`, with where it is written, read through typed methods
/// that report a problem at the value's line and column — `FILE:LINE:COLUMN: error: …`, as
/// the format's own errors — and then return nil.
///
/// An app reads its whole `given` and reports every problem, so a scenario author sees them
/// all at once; any problem makes the scenario invalid, and it does not run.
public struct GivenNode {
    /// The YAML node; nil for a scenario without `given`, which reads as an empty mapping.
    public let node: Node?
    /// How messages name this value: `'given'`, `'columns'`, `an entry of 'images'`.
    /// Spelt out only when a message needs it: a valid `given` never does.
    public var what: String {
        switch name {
        case .given(let text), .text(let text): text
        case .key(let key): "'" + key + "'"
        case .entry(let list): "an entry of " + list
        }
    }

    /// `what`, unspelt.
    @usableFromInline let name: Name
    /// What `given` as a whole has (where it would be, the message for an unknown key) is
    /// kept there, not in each value: a value is copied for every read, and each field
    /// more to retain and release made the copies cost more than the reads.
    @usableFromInline let reader: GivenReader

    /// How a value is named in messages: `given` itself, as written, as the value of a key,
    /// as an entry of a list.
    @usableFromInline enum Name {
        case given(String)
        case text(String)
        case key(String)
        case entry(of: String)
    }

    /// `given` itself; `fallback` is where it would be, the scenario, when it is absent, and
    /// `unknownKey` the message for an unknown key of it, when it is not the usual one.
    package init(_ node: Node?, what: String, at fallback: SourceLocation, reader: GivenReader, unknownKey: ((String) -> String)? = nil) {
        reader.fallback = fallback
        reader.unknownKey = unknownKey
        self.init(node, name: .given(what), reader: reader)
    }

    @usableFromInline init(_ node: Node?, name: Name, reader: GivenReader) {
        self.node = node
        self.name = name
        self.reader = reader
    }

    /// The same value, named `what` in messages (`an image` rather than `an entry of 'images'`).
    public func named(_ what: String) -> GivenNode {
        GivenNode(node, name: .text(what), reader: reader)
    }

    func child(_ node: Node, _ name: Name) -> GivenNode {
        GivenNode(node, name: name, reader: reader)
    }

    /// Only `given` itself can be absent: every other value is read from a node.
    public var location: SourceLocation { node?.location ?? reader.fallback ?? SourceLocation(file: "", line: 0, column: 0) }

    /// Reports an app's own problem with this value, at its location.
    public func error(_ message: String) {
        reader.decoder.error(message, at: location)
    }

    /// Whether the value is YAML's null (`~`, or nothing after the key) or absent.
    public var isNull: Bool { node?.scalar?.isNull ?? (node == nil) }

    /// A scalar's text as written, with no check and no error; nil for a collection.
    public var scalarText: String? { node?.scalar?.value }

    /// Reads with the format's decoder, reporting at `node`; nil when the value is absent.
    /// Private, so that each reader inlines it: inlinable, it was a function of its own
    /// that copied the value and its closure's captures on every read.
    private func read<T>(_ body: (Node, inout NodeDecoder) -> T?) -> T? {
        guard let node else {
            reportAbsent()
            return nil
        }
        return body(node, &reader.decoder)
    }

    /// Reports that the value is not there, for a reader that needs one.
    @usableFromInline func reportAbsent() {
        error(NodeDecoder.expected("a value", for: what, found: .scalar(.init(value: "", style: .plain, location: location))))
    }

    // MARK: Scalars

    /// Any scalar but null, as text.
    public func string() -> String? { read { $1.string($0, for: what) } }
    /// A plain integer, at least `minimum` when given.
    public func integer(minimum: Int? = nil) -> Int? { read { $1.integer($0, for: what, minimum: minimum) } }
    /// A plain decimal number, greater than 0 when `positive`.
    public func number(positive: Bool = false) -> Double? { read { $1.number($0, for: what, positive: positive) } }
    /// `true` or `false`.
    public func bool() -> Bool? { read { $1.bool($0, for: what) } }
    /// A duration in milliseconds, written `0`, `250ms`, `2s`, `1.5s` or `1m`.
    public func duration() -> Int? { read { $1.duration($0, for: what) } }
    /// An index path: `3` (item 3 of section 0) or `[section, item]`.
    public func indexPath() -> IndexPath? { read { $1.indexPath($0, for: what) } }
    /// A point, `[x, y]`.
    public func point() -> CGPoint? { read { $1.point($0, for: what) } }

    /// One of a fixed set of words, an enum's raw values; a misspelling gets a suggestion.
    /// `noun` names it in messages: `unknown variant 'corected'; did you mean 'corrected'?`.
    /// Inlinable, so that each app's `Word` gets its own specialised copy.
    @inlinable public func word<Word: RawRepresentable<String> & CaseIterable>(_ type: Word.Type, noun: String) -> Word? {
        guard let node else {
            reportAbsent()
            return nil
        }
        return reader.decoder.word(node, type, noun: noun)
    }

    /// A drop operation among `allowed`: `cancel`, `forbidden`, `copy` or `move`.
    public func dropOperation(allowed: [DropOperation] = [.copy, .move, .forbidden]) -> DropOperation? {
        read { node, decoder in
            DropOperation.decode(node, allowed: DropOperation.Word.allCases.filter { allowed.contains($0.operation) }, &decoder)
        }
    }

    // MARK: Collections

    /// A sequence's entries, each named `an entry of WHAT` in messages.
    public func list() -> [GivenNode]? {
        guard let items = read({ $1.sequence($0, for: what) }) else { return nil }
        let list = what
        return items.map { child($0, .entry(of: list)) }
    }

    /// A sequence of texts.
    public func strings() -> [String]? { read { $1.strings($0, for: what) } }

    /// A mapping whose keys are `Key`'s cases; an unknown key is reported with a suggestion.
    /// An absent value reads as an empty mapping. Inlinable, so that each app's `Key` gets
    /// its own specialised copy (see `Fields`).
    @inlinable public func mapping<Key: DecodingKey>(_ type: Key.Type) -> GivenMapping<Key>? {
        let node = self.node ?? .mapping(.init(pairs: [], location: location))
        // The usual message goes as a closure written in place, which allocates nothing;
        // one kept in a variable would be allocated on every call.
        let fields = if case .given = name, let unknownKey = reader.unknownKey {
            reader.decoder.fields(node, for: what, type, unknown: unknownKey)
        } else {
            reader.decoder.fields(node, for: what, type)
        }
        guard let fields else { return nil }
        return GivenMapping(fields: fields, reader: reader)
    }

    /// A mapping with keys of the author's choosing (view names, say), in file order; each
    /// value is named `'KEY'` in messages.
    public func entries() -> [GivenEntry]? {
        guard let mapping = read({ $1.mapping($0, for: what) }) else { return nil }
        return mapping.pairs.compactMap { pair in
            guard let name = reader.decoder.key(pair.key) else { return nil }
            return GivenEntry(name: name, location: pair.key.location, value: child(pair.value, .key(name)))
        }
    }

    // MARK: Items

    /// A `provides` mapping as the format writes it for sources: type identifier to a
    /// representation (`value`, `width`/`height` or `fields`, with `after` and `fails`).
    public func representations() -> [ItemRepresentation] {
        read { ItemRepresentation.decodeAll($0, &$1) } ?? []
    }

    /// A value with no timing, as a drag item's `local` object: a scalar or a mapping.
    public func itemValue() -> ItemValue? {
        read { ItemValue.decode($0, for: what, &$1) }
    }
}

extension GivenNode {
    /// The value as written, in flow style and shortened, to quote in a message.
    public var written: String {
        node.map(NodeDecoder.flow) ?? ""
    }
}
