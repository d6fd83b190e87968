import YAMLReader

/// Splices the steps of used fragments in place of `use` steps, before steps are decoded.
///
/// A step that came from a fragment keeps the location of its line in the fragment's file
/// and carries, as notes, every `use` that brought it in, innermost first; so an error in it
/// points at both, and the runner can say which used step a callback came from.
struct StepExpansion {
    /// A step node ready to decode, and the uses it came through.
    struct Expanded {
        var node: Node
        var usedAt: [Diagnostic.Note]
    }

    enum UseKey: String, DecodingKey {
        case steps, with
    }

    static let word = "use"

    /// The steps of `node` (a `steps` sequence in `file`), every `use` expanded; nil when
    /// the sequence is not one or a `use` could not be expanded.
    static func expand(_ node: Node, file: String, library: inout FragmentLibrary, _ decoder: inout NodeDecoder) -> [Expanded]? {
        guard let items = decoder.sequence(node, for: "'steps'") else { return nil }
        return expand(items, file: file, chain: [], library: &library, &decoder)
    }

    private static func expand(_ items: [Node], file: String, chain: [(key: String, note: Diagnostic.Note)], library: inout FragmentLibrary, _ decoder: inout NodeDecoder) -> [Expanded]? {
        var result: [Expanded] = []
        result.reserveCapacity(items.count)
        var valid = true
        let notes = chain.reversed().map(\.note)
        for item in items {
            guard case .mapping(let mapping) = item, let useIndex = mapping.pairs.firstIndex(where: isUse) else {
                result.append(Expanded(node: item, usedAt: notes))
                continue
            }
            let usePair = mapping.pairs[useIndex]
            let errorsBefore = decoder.diagnostics.count
            guard let (fragment, fragmentFile, substitution) = resolve(mapping, usePair, file: file, chain: chain, library: &library, &decoder) else {
                attach(notes, since: errorsBefore, &decoder)
                valid = false
                continue
            }
            var values = substitution
            let note = Diagnostic.Note(Self.usedHere(fragment.name), at: item.location)
            let substituted = decoder.diagnostics.count
            let steps = values.apply(fragment.steps, &decoder).sequence?.items ?? []
            attach([note] + notes, since: substituted, &decoder)
            let key = fragmentFile + "#" + fragment.name
            guard let expanded = expand(steps, file: fragmentFile, chain: chain + [(key, note)], library: &library, &decoder) else {
                valid = false
                continue
            }
            result += expanded
        }
        return valid ? result : nil
    }

    /// The fragment a `use` step names, its file, and its parameters' values; nil (with the
    /// problem reported) when the step is wrong, the fragment unknown or already in `chain`.
    private static func resolve(_ mapping: Node.Mapping, _ usePair: Node.Mapping.Pair, file: String, chain: [(key: String, note: Diagnostic.Note)], library: inout FragmentLibrary, _ decoder: inout NodeDecoder) -> (Fragment, String, Substitution)? {
        if let other = mapping.pairs.first(where: { $0.key.scalar?.value != word }) {
            decoder.error(Self.useAlone(other.key.scalar?.value ?? NodeDecoder.flow(other.key)), at: other.key)
            return nil
        }
        guard let (reference, with) = decodeUse(usePair.value, &decoder) else { return nil }
        switch library.fragment(reference.text, from: file) {
        case .success(let (fragment, fragmentFile)):
            let key = fragmentFile + "#" + fragment.name
            if let start = chain.firstIndex(where: { $0.key == key }) {
                let names = chain[start...].map { String($0.key.split(separator: "#").last ?? "") } + [fragment.name]
                decoder.error(Self.cycle(names), at: reference.node)
                return nil
            }
            guard let substitution = values(for: fragment, with: with, at: usePair.key, &decoder) else { return nil }
            return (fragment, fragmentFile, substitution)
        case .failure(.message(let message)):
            decoder.error(message, at: reference.node)
            return nil
        case .failure(.reported):
            return nil
        }
    }

    /// `use: NAME` or `use: {steps: REF, with: {...}}`.
    private static func decodeUse(_ node: Node, _ decoder: inout NodeDecoder) -> (reference: (text: String, node: Node), with: Node.Mapping?)? {
        if let scalar = node.scalar, !scalar.isNull { return ((scalar.value, node), nil) }
        if node.scalar != nil {
            decoder.error(Self.needsReference, at: node)
            return nil
        }
        guard let fields = decoder.fields(node, for: "'use'", UseKey.self) else { return nil }
        guard decoder.require(.steps, in: fields), let stepsNode = fields[.steps],
              let text = decoder.string(stepsNode, for: "'steps'")
        else { return nil }
        var with: Node.Mapping?
        if let withNode = fields[.with] {
            guard let mapping = decoder.mapping(withNode, for: "'with'") else { return nil }
            with = mapping
        }
        return ((text, stepsNode), with)
    }

    /// The value of each parameter: from `with`, else its default; every `with` key must be
    /// a parameter and every parameter without a default must be given.
    private static func values(for fragment: Fragment, with: Node.Mapping?, at useKey: Node, _ decoder: inout NodeDecoder) -> Substitution? {
        var values: [String: Node] = [:]
        var valid = true
        let names = fragment.parameters.map(\.name)
        for pair in with?.pairs ?? [] {
            guard let name = decoder.key(pair.key) else { valid = false; continue }
            guard names.contains(name) else {
                let base = "fragment '\(fragment.name)' has no parameter '\(NodeDecoder.excerpt(name))'"
                decoder.error(names.isEmpty ? base + "; it takes none" : base + Suggestion.hint(for: name, in: names), at: pair.key)
                valid = false
                continue
            }
            values[name] = pair.value
        }
        for parameter in fragment.parameters where values[parameter.name] == nil {
            if let value = parameter.defaultValue {
                values[parameter.name] = value
            } else {
                decoder.error(Self.missing(parameter.name, fragment: fragment.name), at: with?.location ?? useKey.location)
                valid = false
            }
        }
        return valid ? Substitution(values, owner: "fragment '\(fragment.name)'") : nil
    }

    /// Whether a pair's key is `use`, read in place: asked of every step's pairs.
    private static func isUse(_ pair: Node.Mapping.Pair) -> Bool {
        if case .scalar(let key) = pair.key { return key.value == word }
        return false
    }

    /// Adds `notes` to every diagnostic raised since `count`.
    static func attach(_ notes: [Diagnostic.Note], since count: Int, _ decoder: inout NodeDecoder) {
        guard !notes.isEmpty else { return }
        decoder.annotate(from: count) { $0.notes += notes }
    }
}

extension StepExpansion {
    static func useAlone(_ other: String) -> String {
        "a 'use' step takes nothing beside 'use', found '\(NodeDecoder.excerpt(other))'; parameters go in 'with'"
    }

    static let needsReference = "'use' needs a fragment, such as 'use: drag' or 'use: {steps: common.yaml#drag, with: {cell: 2}}'"

    static func cycle(_ names: [String]) -> String {
        "fragments use each other in a cycle: " + names.joined(separator: " → ")
    }

    static func usedHere(_ name: String) -> String {
        "in fragment '\(name)', used here"
    }

    static func missing(_ name: String, fragment: String) -> String {
        "fragment '\(fragment)' needs parameter '\(name)' in 'with'"
    }
}
