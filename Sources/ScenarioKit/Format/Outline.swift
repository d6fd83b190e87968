import YAMLReader

/// A scenario with an `examples:` table (Cucumber's Scenario Outline): run once per row,
/// `${name}` replaced by the row's values everywhere in the scenario, each row its own
/// result named `NAME [name: value, …]`.
struct Outline {
    struct Row {
        var values: [String: Node]
        /// `[variant: tutorial]`: what the row's scenario is named with (see `labelRows`).
        var label: String
        var location: SourceLocation
    }

    /// The scenario without its `examples` key: what each row is substituted into.
    var template: Node
    var rows: [Row]
    /// Each parameter's key node in the first row, for "unused" errors.
    var parameterKeys: [(name: String, node: Node)]

    static let key = "examples"

    /// The outline of a scenario document, or nil when it has no `examples`. A table that is
    /// not a list of mappings with the same keys is reported, and gives an outline with no rows.
    static func read(_ document: Node, _ decoder: inout NodeDecoder) -> Outline? {
        guard var mapping = document.mapping, let index = mapping.pairs.firstIndex(where: { $0.key.scalar?.value == key }) else { return nil }
        let table = mapping.pairs.remove(at: index).value
        var outline = Outline(template: .mapping(mapping), rows: [], parameterKeys: [])
        guard let items = decoder.sequence(table, for: "'examples'") else { return outline }
        if items.isEmpty {
            decoder.error(Self.emptyTable, at: table)
            return outline
        }
        var rows: [Row] = []
        var labels: [String: Int] = [:]
        for item in items {
            guard let row = decoder.mapping(item, for: "an example row") else { continue }
            var values: [String: Node] = [:]
            var keys: [(name: String, node: Node)] = []
            for pair in row.pairs {
                guard let name = decoder.key(pair.key) else { continue }
                guard !name.isEmpty, name.unicodeScalars.allSatisfy(Substitution.isNameCharacter) else {
                    decoder.error(Fragment.badParameterName(name), at: pair.key)
                    continue
                }
                if values[name] != nil {
                    decoder.error(Fragment.duplicateParameter(name), at: pair.key)
                    continue
                }
                values[name] = pair.value
                keys.append((name, pair.key))
            }
            if keys.isEmpty {
                decoder.error(Self.emptyRow, at: item)
                continue
            }
            if let first = outline.parameterKeys.isEmpty ? nil : outline.parameterKeys.map(\.name), Set(first) != Set(keys.map(\.name)) {
                decoder.error(Self.differentKeys(keys.map(\.name), first: first), at: item)
                continue
            }
            if outline.parameterKeys.isEmpty { outline.parameterKeys = keys }
            let order = outline.parameterKeys.map(\.name)
            let label = order.map { $0 + ": " + (values[$0].map(Step.text(of:)) ?? "") }.joined(separator: ", ")
            if let line = labels[label] {
                decoder.error(Self.repeatedRow(line: line), at: item)
                continue
            }
            labels[label] = item.location.line
            rows.append(Row(values: values, label: label, location: item.location))
        }
        outline.rows = labelRows(rows, keys: outline.parameterKeys.map(\.name))
        return outline
    }

    /// Names each row with as little as tells the rows apart: the first parameter when its
    /// values differ from row to row (`[variant: tutorial]`), else every parameter with a
    /// scalar value when they do, else every parameter.
    private static func labelRows(_ rows: [Row], keys: [String]) -> [Row] {
        func label(_ row: Row, _ keys: [String]) -> String {
            "[" + keys.map { $0 + ": " + (row.values[$0].map(Step.text(of:)) ?? "") }.joined(separator: ", ") + "]"
        }
        let scalarKeys = keys.filter { key in rows.allSatisfy { $0.values[key]?.scalar != nil } }
        let choices = [Array(keys.prefix(1)), scalarKeys].filter { !$0.isEmpty }
        let chosen = choices.first { keys in Set(rows.map { label($0, keys) }).count == rows.count } ?? keys
        return rows.map { row in
            var row = row
            row.label = label(row, chosen)
            return row
        }
    }
}

extension Outline {
    static let emptyTable = "'examples' needs at least one row, such as '- {variant: tutorial}'"
    static let emptyRow = "an example row needs at least one parameter, such as '{variant: tutorial}'"

    static func differentKeys(_ keys: [String], first: [String]) -> String {
        "this example row has \(keys.joined(separator: ", ")); every row needs the first row's: \(first.joined(separator: ", "))"
    }

    static func repeatedRow(line: Int) -> String {
        "this example row repeats the row at line \(line)"
    }

    static func sharedGolden(_ path: String, first: String, second: String) -> String {
        "example rows \(first) and \(second) share golden trace '\(path)', so each run would rewrite it; give each row its own, such as 'golden: name-${parameter}.trace'"
    }

    static func unusedParameter(_ name: String) -> String {
        "example parameter '\(name)' is never used; write ${\(name)} where its value goes"
    }

    static func inRow(_ label: String) -> String {
        "in example \(label)"
    }
}
