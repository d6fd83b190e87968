import YAMLReader

extension BoardGiven {
    enum Key: String, DecodingKey {
        case sections
    }

    static func decode(_ node: Node, unknown: (String) -> String, _ decoder: inout NodeDecoder) -> BoardGiven? {
        guard let fields = decoder.fields(node, for: "'given'", Key.self, unknown: unknown) else { return nil }
        guard let node = fields[.sections] else { return BoardGiven() }
        return decodeSections(node, &decoder).map { BoardGiven(sections: $0) }
    }

    /// A list of sections, each a list of cell texts.
    static func decodeSections(_ node: Node, _ decoder: inout NodeDecoder) -> [[String]]? {
        guard let sections = decoder.sequence(node, for: "'sections'") else { return nil }
        var result: [[String]] = []
        var valid = true
        for section in sections {
            if let cells = decoder.strings(section, for: "a section") { result.append(cells) } else { valid = false }
        }
        return valid ? result : nil
    }
}
