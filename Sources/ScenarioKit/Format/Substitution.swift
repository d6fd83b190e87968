import YAMLReader

/// `${name}` in a node's scalars replaced by values: an outline's example row, or the `with`
/// of a used fragment.
///
/// A scalar that is exactly `${name}` becomes the value's node, whatever its shape, located
/// where the value is written; `${name}` inside longer text takes the value's text, which must
/// then be a scalar. Every name used is remembered, so unused parameters can be reported.
struct Substitution {
    var values: [String: Node]
    /// What the parameters are, for messages: "example" or "fragment 'drag'".
    var owner: String
    private(set) var used: Set<String> = []

    init(_ values: [String: Node], owner: String) {
        self.values = values
        self.owner = owner
    }

    /// `node` with every `${name}` replaced; unknown names are reported and left as written.
    mutating func apply(_ node: Node, _ decoder: inout NodeDecoder) -> Node {
        switch node {
        case .scalar(let scalar):
            return substitute(scalar, decoder: &decoder)
        case .sequence(var sequence):
            sequence.items = sequence.items.map { apply($0, &decoder) }
            return .sequence(sequence)
        case .mapping(var mapping):
            mapping.pairs = mapping.pairs.map { Node.Mapping.Pair(key: apply($0.key, &decoder), value: apply($0.value, &decoder)) }
            return .mapping(mapping)
        }
    }

    private mutating func substitute(_ scalar: Node.Scalar, decoder: inout NodeDecoder) -> Node {
        let references = Self.references(in: scalar.value)
        guard !references.isEmpty else { return .scalar(scalar) }
        if references.count == 1, let only = references.first, only.range == scalar.value.startIndex..<scalar.value.endIndex {
            guard let value = lookUp(only.name, at: scalar, &decoder) else { return .scalar(scalar) }
            return value
        }
        var text = ""
        var next = scalar.value.startIndex
        for reference in references {
            text += scalar.value[next..<reference.range.lowerBound]
            next = reference.range.upperBound
            guard let value = lookUp(reference.name, at: scalar, &decoder) else {
                text += scalar.value[reference.range]
                continue
            }
            guard let valueScalar = value.scalar else {
                decoder.error(Self.notText(reference.name, found: value), at: .scalar(scalar))
                text += scalar.value[reference.range]
                continue
            }
            text += valueScalar.value
        }
        text += scalar.value[next...]
        var result = scalar
        result.value = text
        return .scalar(result)
    }

    private mutating func lookUp(_ name: String, at scalar: Node.Scalar, _ decoder: inout NodeDecoder) -> Node? {
        guard let value = values[name] else {
            decoder.error(Self.undefined(name, owner: owner, names: values.keys.sorted()), at: .scalar(scalar))
            return nil
        }
        used.insert(name)
        return value
    }

    /// Each `${name}` in `text`, in order; a name is ASCII letters, digits, `_` and `-`.
    static func references(in text: String) -> [(name: String, range: Range<String.Index>)] {
        var found: [(String, Range<String.Index>)] = []
        var index = text.startIndex
        while let dollar = text[index...].firstIndex(of: "$") {
            let open = text.index(after: dollar)
            guard open < text.endIndex, text[open] == "{",
                  let close = text[open...].firstIndex(of: "}")
            else {
                index = open
                continue
            }
            let name = String(text[text.index(after: open)..<close])
            if !name.isEmpty, name.unicodeScalars.allSatisfy(isNameCharacter) {
                found.append((name, dollar..<text.index(after: close)))
            }
            index = text.index(after: close)
        }
        return found
    }

    static func isNameCharacter(_ scalar: Unicode.Scalar) -> Bool {
        ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar) || scalar == "_" || scalar == "-"
    }

    /// Whether any scalar of `node` holds a `${name}`.
    static func hasReferences(_ node: Node) -> Bool {
        switch node {
        case .scalar(let scalar): !references(in: scalar.value).isEmpty
        case .sequence(let sequence): sequence.items.contains(where: hasReferences)
        case .mapping(let mapping): mapping.pairs.contains { hasReferences($0.key) || hasReferences($0.value) }
        }
    }
}

extension Substitution {
    static func undefined(_ name: String, owner: String, names: [String]) -> String {
        let base = "undefined parameter '\(NodeDecoder.excerpt(name))'"
        if names.isEmpty { return base + "; the \(owner) has no parameters" }
        if let closest = Suggestion.closest(to: name, in: names) { return base + "; did you mean '\(closest)'?" }
        return base + "; the \(owner) has: " + names.joined(separator: ", ")
    }

    static func notText(_ name: String, found: Node) -> String {
        "parameter '\(name)' is \(found.kindDescription), so it can only stand alone as a whole value, not inside text"
    }
}
