import ScenarioAppKit
import YAMLReader

/// `${name}` in a node's scalars replaced by values: an outline's example row, or the `with`
/// of a used fragment.
///
/// A scalar that is exactly `${name}` becomes the value's node, whatever its shape, located
/// where the value is written; `${name}` inside longer text takes the value's text, which must
/// then be a scalar. Every name used is remembered, so unused parameters can be reported.
///
/// Everything it makes is charged to the file's `ExpansionBudget` as it is made: each node
/// of the result, each value by its size, each text by its bytes.
struct Substitution {
    var values: [String: Node]
    /// What the parameters are, for messages: "example" or "fragment 'drag'".
    var owner: String
    private(set) var used: Set<String> = []
    /// Each value's node count and height, measured the first time it is substituted whole.
    private var sizes: [String: (nodes: Int, height: Int)] = [:]

    init(_ values: [String: Node], owner: String) {
        self.values = values
        self.owner = owner
    }

    /// `node` with every `${name}` replaced; unknown names are reported and left as written.
    /// Once the budget is spent the rest of `node` is left as written, uncharged: the error
    /// already stops the file.
    mutating func apply(_ node: Node, budget: inout ExpansionBudget, _ decoder: inout NodeDecoder) -> Node {
        apply(node, depth: 1, budget: &budget, &decoder)
    }

    /// `depth` counts the collections from the top of the applied node to `node`, itself
    /// included when it is one; the node as read is no deeper than the reader allows, so
    /// this recursion is bounded as every walk of a node is.
    private mutating func apply(_ node: Node, depth: Int, budget: inout ExpansionBudget, _ decoder: inout NodeDecoder) -> Node {
        guard budget.charge(nodes: 1, at: node.location, &decoder) else { return node }
        switch node {
        case .scalar(let scalar):
            return substitute(scalar, depth: depth, budget: &budget, &decoder)
        case .sequence(var sequence):
            for index in sequence.items.indices {
                sequence.items[index] = apply(sequence.items[index], depth: depth + 1, budget: &budget, &decoder)
            }
            return .sequence(sequence)
        case .mapping(var mapping):
            var substitutedKeys = false
            for index in mapping.pairs.indices {
                let key = mapping.pairs[index].key
                mapping.pairs[index].key = apply(key, depth: depth + 1, budget: &budget, &decoder)
                if !substitutedKeys, mapping.pairs[index].key != key { substitutedKeys = true }
                mapping.pairs[index].value = apply(mapping.pairs[index].value, depth: depth + 1, budget: &budget, &decoder)
            }
            // A key made from a value may repeat one written beside it: refused as the reader
            // refuses a repeated key, rather than one of the two silently winning.
            if substitutedKeys { Self.reportDuplicateKeys(mapping, written: node.mapping?.pairs ?? [], &decoder) }
            return .mapping(mapping)
        }
    }

    private mutating func substitute(_ scalar: Node.Scalar, depth: Int, budget: inout ExpansionBudget, _ decoder: inout NodeDecoder) -> Node {
        let references = Self.references(in: scalar.value)
        guard !references.isEmpty else { return .scalar(scalar) }
        let text = scalar.value.unicodeScalars
        if references.count == 1, let only = references.first, only.range == text.startIndex..<text.endIndex {
            guard let value = lookUp(only.name, at: scalar, &decoder) else { return .scalar(scalar) }
            let size = size(of: only.name, value)
            // The value's nodes are walked wherever it lands: charged at each landing.
            guard budget.charge(nodes: size.nodes, at: scalar.location, &decoder) else { return .scalar(scalar) }
            guard depth - 1 + size.height <= budget.maxDepth else {
                decoder.error(ExpansionBudget.nestsTooDeep(only.name, limit: budget.maxDepth), at: .scalar(scalar))
                return .scalar(scalar)
            }
            return value
        }
        var result = String.UnicodeScalarView()
        var next = text.startIndex
        for reference in references {
            result += text[next..<reference.range.lowerBound]
            next = reference.range.upperBound
            guard let value = lookUp(reference.name, at: scalar, &decoder) else {
                result += text[reference.range]
                continue
            }
            guard let valueScalar = value.scalar else {
                decoder.error(Self.notText(reference.name, found: value), at: .scalar(scalar))
                result += text[reference.range]
                continue
            }
            result += valueScalar.value.unicodeScalars
        }
        result += text[next...]
        var substituted = scalar
        substituted.value = String(result)
        guard budget.charge(bytes: substituted.value.utf8.count, at: scalar.location, &decoder) else { return .scalar(scalar) }
        return .scalar(substituted)
    }

    private mutating func lookUp(_ name: String, at scalar: Node.Scalar, _ decoder: inout NodeDecoder) -> Node? {
        guard let value = values[name] else {
            decoder.error(Self.undefined(name, owner: owner, names: values.keys.sorted()), at: .scalar(scalar))
            return nil
        }
        used.insert(name)
        return value
    }

    /// Reports each key of `mapping` that repeats an earlier one, at the key as `written`,
    /// saying which of the two a substitution made.
    private static func reportDuplicateKeys(_ mapping: Node.Mapping, written: [Node.Mapping.Pair], _ decoder: inout NodeDecoder) {
        var first: [String: (location: SourceLocation, spelling: String)] = [:]
        for (index, pair) in mapping.pairs.enumerated() {
            guard case .scalar(let key) = pair.key, written.indices.contains(index), case .scalar(let spelt) = written[index].key else { continue }
            guard let earlier = first[key.value] else {
                first[key.value] = (spelt.location, spelt.value)
                continue
            }
            decoder.error(Self.duplicateKey(key.value, spelling: spelt.value, first: earlier), at: spelt.location)
        }
    }

    /// The node count and height of the value of `name`, measured once.
    private mutating func size(of name: String, _ value: Node) -> (nodes: Int, height: Int) {
        if let size = sizes[name] { return size }
        let size = Self.measure(value)
        sizes[name] = size
        return size
    }

    /// A node's count of nodes and its height in collections (a scalar has height 0). The
    /// node is no deeper than substitution allows, so the recursion is bounded.
    static func measure(_ node: Node) -> (nodes: Int, height: Int) {
        switch node {
        case .scalar:
            return (1, 0)
        case .sequence(let sequence):
            var total = (nodes: 1, height: 1)
            for item in sequence.items {
                let size = measure(item)
                total.nodes += size.nodes
                total.height = max(total.height, size.height + 1)
            }
            return total
        case .mapping(let mapping):
            var total = (nodes: 1, height: 1)
            for pair in mapping.pairs {
                let key = measure(pair.key), value = measure(pair.value)
                total.nodes += key.nodes + value.nodes
                total.height = max(total.height, key.height + 1, value.height + 1)
            }
            return total
        }
    }

    /// Each `${name}` in `text`, in order; a name is ASCII letters, digits, `_` and `-`.
    ///
    /// One pass over the text's scalars, never back: a `${` that does not open a name is
    /// passed over where the name ends, so `${` repeated without `}` costs its length.
    static func references(in text: String) -> [(name: String, range: Range<String.Index>)] {
        var found: [(String, Range<String.Index>)] = []
        let scalars = text.unicodeScalars
        var index = scalars.startIndex
        while let dollar = scalars[index...].firstIndex(of: "$") {
            var cursor = scalars.index(after: dollar)
            guard cursor < scalars.endIndex, scalars[cursor] == "{" else {
                index = cursor
                continue
            }
            cursor = scalars.index(after: cursor)
            let nameStart = cursor
            while cursor < scalars.endIndex, isNameCharacter(scalars[cursor]) { cursor = scalars.index(after: cursor) }
            guard cursor > nameStart, cursor < scalars.endIndex, scalars[cursor] == "}" else {
                index = cursor
                continue
            }
            found.append((String(scalars[nameStart..<cursor]), dollar..<scalars.index(after: cursor)))
            index = scalars.index(after: cursor)
        }
        return found
    }

    static func isNameCharacter(_ scalar: Unicode.Scalar) -> Bool {
        ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar) || scalar == "_" || scalar == "-"
    }
}

extension Substitution {
    static func undefined(_ name: String, owner: String, names: [String]) -> String {
        let base = "undefined parameter '\(NodeDecoder.excerpt(name))'"
        if names.isEmpty { return base + "; the \(owner) has no parameters" }
        if let closest = Suggestion.closest(to: name, in: names) { return base + "; did you mean '\(closest)'?" }
        return base + "; the \(owner) has: " + names.joined(separator: ", ")
    }

    static func duplicateKey(_ key: String, spelling: String, first: (location: SourceLocation, spelling: String)) -> String {
        let made = spelling == key ? "" : " once '\(NodeDecoder.excerpt(spelling))' is substituted"
        let firstMade = first.spelling == key ? "" : ", as '\(NodeDecoder.excerpt(first.spelling))'"
        return "duplicate key '\(NodeDecoder.excerpt(key))'\(made) (first at line \(first.location.line), column \(first.location.column)\(firstMade))"
    }

    static func notText(_ name: String, found: Node) -> String {
        "parameter '\(name)' is \(found.kindDescription), so it can only stand alone as a whole value, not inside text"
    }
}
