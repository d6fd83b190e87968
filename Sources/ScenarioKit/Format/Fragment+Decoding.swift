import Foundation
import YAMLReader

extension Fragment {
    enum Key: String, DecodingKey {
        case fragment, description, parameters, steps
    }

    /// A `fragment:` document: its name, its parameters (a list of names, or a mapping of
    /// names to default values) and its steps. Every parameter must be used in the steps.
    /// Nil when the definition has any problem, so no use of it is expanded half right.
    static func decode(_ node: Node, _ decoder: inout NodeDecoder) -> Fragment? {
        var fragment: Fragment?
        let valid = decoder.succeeds { fragment = decodeParts(node, &$0) }
        return valid ? fragment : nil
    }

    private static func decodeParts(_ node: Node, _ decoder: inout NodeDecoder) -> Fragment? {
        guard let fields = decoder.fields(node, for: "the fragment", Key.self) else { return nil }
        guard decoder.require(.fragment, .steps, in: fields),
              let nameNode = fields[.fragment], let name = decoder.string(nameNode, for: "'fragment'"),
              let steps = fields[.steps]
        else { return nil }
        if name.contains("#") || NodeDecoder.isBlank(name) {
            decoder.error(Self.badName(name), at: nameNode)
            return nil
        }
        _ = fields[.description].map { decoder.string($0, for: "'description'") }
        guard decoder.sequence(steps, for: "'steps'") != nil else { return nil }
        var parameters: [Parameter] = []
        if let node = fields[.parameters] {
            switch node {
            case .sequence(let sequence):
                for item in sequence.items {
                    guard let text = decoder.string(item, for: "a parameter name") else { continue }
                    parameters.append(Parameter(name: text, location: item.location))
                }
            case .mapping(let mapping):
                for pair in mapping.pairs {
                    guard let text = decoder.key(pair.key) else { continue }
                    let value = pair.value.scalar?.isNull == true ? nil : pair.value
                    parameters.append(Parameter(name: text, defaultValue: value, location: pair.key.location))
                }
            case .scalar:
                decoder.error(NodeDecoder.expected("a list of names or a mapping of names to defaults", for: "'parameters'", found: node), at: node)
                return nil
            }
        }
        var seen: Set<String> = []
        for parameter in parameters {
            if !seen.insert(parameter.name).inserted { decoder.error(Self.duplicateParameter(parameter.name), at: parameter.location) }
            if parameter.name.isEmpty || !parameter.name.unicodeScalars.allSatisfy(Substitution.isNameCharacter) {
                decoder.error(Self.badParameterName(parameter.name), at: parameter.location)
            }
        }
        // Every `${name}` must be a parameter, and every parameter must be used.
        var referenced: Set<String> = []
        Self.collectReferences(steps, into: &referenced)
        let names = parameters.map(\.name)
        Self.reportUndefined(steps, names: names, declared: Set(names), fragment: name, &decoder)
        for parameter in parameters where !referenced.contains(parameter.name) {
            decoder.error(Self.unusedParameter(parameter.name, fragment: name), at: parameter.location)
        }
        return Fragment(name: name, parameters: parameters, steps: steps, location: node.location)
    }

    private static func collectReferences(_ node: Node, into names: inout Set<String>) {
        switch node {
        case .scalar(let scalar): names.formUnion(Substitution.references(in: scalar.value).map(\.name))
        case .sequence(let sequence): sequence.items.forEach { collectReferences($0, into: &names) }
        case .mapping(let mapping): mapping.pairs.forEach { collectReferences($0.key, into: &names); collectReferences($0.value, into: &names) }
        }
    }

    /// Reports each `${name}` of `node` that is not `declared` (`names`, in order, for the
    /// message): a set, so many references to many parameters cost their number.
    private static func reportUndefined(_ node: Node, names: [String], declared: Set<String>, fragment: String, _ decoder: inout NodeDecoder) {
        switch node {
        case .scalar(let scalar):
            for reference in Substitution.references(in: scalar.value) where !declared.contains(reference.name) {
                decoder.error(Substitution.undefined(reference.name, owner: "fragment '\(fragment)'", names: names), at: node)
            }
        case .sequence(let sequence):
            sequence.items.forEach { reportUndefined($0, names: names, declared: declared, fragment: fragment, &decoder) }
        case .mapping(let mapping):
            for pair in mapping.pairs {
                reportUndefined(pair.key, names: names, declared: declared, fragment: fragment, &decoder)
                reportUndefined(pair.value, names: names, declared: declared, fragment: fragment, &decoder)
            }
        }
    }
}

extension Fragment {
    static func badName(_ name: String) -> String {
        "invalid fragment name '\(NodeDecoder.excerpt(name))': a name is not empty and holds no '#'"
    }

    static func duplicateParameter(_ name: String) -> String {
        "parameter '\(NodeDecoder.excerpt(name))' is declared twice"
    }

    static func badParameterName(_ name: String) -> String {
        "invalid parameter name '\(NodeDecoder.excerpt(name))': use ASCII letters, digits, '_' and '-'"
    }

    static func unusedParameter(_ name: String, fragment: String) -> String {
        "parameter '\(name)' is never used in the steps of fragment '\(fragment)'"
    }
}
