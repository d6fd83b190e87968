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
    ///
    /// Iterative, with the fragments being expanded on a stack of their own, so a chain of
    /// thousands of fragments stops at the depth cap instead of overflowing the thread's
    /// stack; every step made is charged to `budget` as substitution makes it.
    static func expand(_ node: Node, file: String, library: inout FragmentLibrary, budget: inout ExpansionBudget, _ decoder: inout NodeDecoder) -> [Expanded]? {
        guard let items = decoder.sequence(node, for: "'steps'") else { return nil }
        var result: [Expanded] = []
        result.reserveCapacity(items.count)
        var valid = true
        // The scenario's steps at the bottom, above them the steps of each fragment used by
        // the one below; `chain` finds a fragment among them by its key.
        var stack = [Level(items: items, file: file, key: nil, name: "", notes: [])]
        var chain: [String: Int] = [:]
        while let top = stack.indices.last {
            guard stack[top].next < stack[top].items.count else {
                if let key = stack[top].key { chain[key] = nil }
                stack.removeLast()
                continue
            }
            let item = stack[top].items[stack[top].next]
            stack[top].next += 1
            guard case .mapping(let mapping) = item, let useIndex = mapping.pairs.firstIndex(where: isUse) else {
                result.append(Expanded(node: item, usedAt: stack[top].notes))
                continue
            }
            guard let level = level(for: item, mapping, mapping.pairs[useIndex], in: stack, chain: chain, library: &library, budget: &budget, &decoder) else {
                valid = false
                // A spent budget stops the file: nothing after it is expanded.
                if budget.isSpent { return nil }
                continue
            }
            chain[level.key ?? ""] = stack.count
            stack.append(level)
        }
        return valid ? result : nil
    }

    /// The steps of a fragment being expanded, and how far.
    private struct Level {
        var items: [Node]
        /// The file the steps are in, for references in them.
        var file: String
        /// `FILE#NAME` of the fragment, for cycles; nil for the scenario's own steps.
        var key: String?
        var name: String
        /// The uses that brought these steps in, innermost first: shared by every step.
        var notes: [Diagnostic.Note]
        var next = 0
    }

    /// The level a `use` step at the top of `stack` opens: its fragment's steps, values
    /// substituted; nil when it cannot be expanded, the problem reported with a note for
    /// each use around it.
    private static func level(
        for item: Node, _ mapping: Node.Mapping, _ usePair: Node.Mapping.Pair, in stack: [Level], chain: [String: Int],
        library: inout FragmentLibrary, budget: inout ExpansionBudget, _ decoder: inout NodeDecoder
    ) -> Level? {
        let top = stack[stack.count - 1]
        let errorsBefore = decoder.diagnostics.count
        guard let (fragment, fragmentFile, values) = use(mapping, usePair, in: stack, chain: chain, library: &library, budget: budget, &decoder) else {
            attach(top.notes, since: errorsBefore, &decoder)
            return nil
        }
        var substitution = values
        let notes = [Diagnostic.Note(Self.usedHere(fragment.name), at: item.location)] + top.notes
        let steps = substitution.apply(fragment.steps, budget: &budget, &decoder).sequence?.items ?? []
        attach(notes, since: errorsBefore, &decoder)
        guard !budget.isSpent else { return nil }
        return Level(items: steps, file: fragmentFile, key: fragmentFile + "#" + fragment.name, name: fragment.name, notes: notes)
    }

    /// The fragment a `use` step names, its file and its parameters' values; nil (with the
    /// problem reported) when the step is wrong, the fragment unknown, already being
    /// expanded, or one too deep.
    private static func use(
        _ mapping: Node.Mapping, _ usePair: Node.Mapping.Pair, in stack: [Level], chain: [String: Int],
        library: inout FragmentLibrary, budget: ExpansionBudget, _ decoder: inout NodeDecoder
    ) -> (Fragment, String, Substitution)? {
        guard let (fragment, fragmentFile, with, reference) = resolve(mapping, usePair, file: stack[stack.count - 1].file, library: &library, &decoder) else { return nil }
        if let start = chain[fragmentFile + "#" + fragment.name] {
            decoder.error(Self.cycle(stack[start...].map(\.name) + [fragment.name]), at: reference)
            return nil
        }
        guard stack.count <= budget.limits.maxFragmentDepth else {
            decoder.error(ExpansionBudget.tooDeep(budget.limits.maxFragmentDepth), at: reference)
            return nil
        }
        guard let values = values(for: fragment, with: with, at: usePair.key, &decoder) else { return nil }
        return (fragment, fragmentFile, values)
    }

    /// The fragment a `use` step names, its file, its `with` and the node that names it; nil
    /// (with the problem reported) when the step is wrong or the fragment unknown.
    private static func resolve(_ mapping: Node.Mapping, _ usePair: Node.Mapping.Pair, file: String, library: inout FragmentLibrary, _ decoder: inout NodeDecoder) -> (Fragment, String, Node.Mapping?, Node)? {
        if let other = mapping.pairs.first(where: { $0.key.scalar?.value != word }) {
            decoder.error(Self.useAlone(other.key.scalar?.value ?? NodeDecoder.flow(other.key)), at: other.key)
            return nil
        }
        guard let (reference, with) = decodeUse(usePair.value, &decoder) else { return nil }
        switch library.fragment(reference.text, from: file) {
        case .success(let (fragment, fragmentFile)):
            return (fragment, fragmentFile, with, reference.node)
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
        let declared = Set(names)
        for pair in with?.pairs ?? [] {
            guard let name = decoder.key(pair.key) else { valid = false; continue }
            guard declared.contains(name) else {
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
