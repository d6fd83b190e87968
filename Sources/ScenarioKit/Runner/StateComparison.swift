import ScenarioAppKit
import YAMLReader

/// Compares what `expect: { state: … }` writes with the app's state, as a subtree: a mapping
/// checks only the keys it names, a list checks every entry in order, a scalar checks the
/// value (a number numerically, `~` for null). Each failure is located at the part of the
/// expectation that differs; a list that differs shows a diff, as `images` does.
struct StateComparison {
    let expected: Node
    let actual: StateValue

    var failures: [ScenarioFailure] {
        Self.compare(expected, actual, path: "state")
    }

    private static func compare(_ expected: Node, _ actual: StateValue, path: String) -> [ScenarioFailure] {
        switch expected {
        case .mapping(let mapping):
            guard case .map(let entries) = actual else {
                return [ScenarioFailure(location: expected.location, message: "\(path): expected a mapping, found \(describe(actual))")]
            }
            return mapping.pairs.flatMap { pair -> [ScenarioFailure] in
                let key = pair.key.scalar?.value ?? written(pair.key)
                guard let value = entries.first(where: { $0.key == key })?.value else {
                    let keys = entries.map(\.key).joined(separator: ", ")
                    return [ScenarioFailure(location: pair.key.location, message: "\(path).\(key): no such key; \(path) has: \(keys.isEmpty ? "no keys" : keys)")]
                }
                return compare(pair.value, value, path: "\(path).\(key)")
            }
        case .sequence(let sequence):
            guard case .list(let items) = actual else {
                return [ScenarioFailure(location: expected.location, message: "\(path): expected a list, found \(describe(actual))")]
            }
            let agrees = { (expected: Int, actual: Int) in compare(sequence.items[expected], items[actual], path: path).isEmpty }
            if sequence.items.count == items.count, items.indices.allSatisfy({ agrees($0, $0) }) { return [] }
            // An entry that an expected one describes is written as that one, so the diff
            // shows moves and changes, not the keys the expectation left out.
            var unused = Array(sequence.items.indices)
            let actualLines = items.indices.map { index in
                let match = unused.contains(index) && agrees(index, index) ? index : unused.first { agrees($0, index) }
                guard let match else { return items[index].description }
                unused.removeAll { $0 == match }
                return written(sequence.items[match])
            }
            let diff = LineDiff(expected: sequence.items.map(written), actual: actualLines)
            return [ScenarioFailure(location: expected.location, message: "\(path) differs", details: diff.render(context: 100))]
        case .scalar(let scalar):
            guard !matches(scalar, actual) else { return [] }
            let wanted = scalar.isNull ? "~" : "'\(scalar.value)'"
            return [ScenarioFailure(location: expected.location, message: "\(path): expected \(wanted), found \(describe(actual))")]
        }
    }

    private static func matches(_ scalar: Node.Scalar, _ actual: StateValue) -> Bool {
        switch actual {
        case .null: scalar.isNull
        case .string(let text): !scalar.isNull && scalar.value == text
        case .number(let number): scalar.style == .plain && Double(scalar.value) == number
        case .bool(let value): scalar.style == .plain && scalar.value == (value ? "true" : "false")
        case .list, .map: false
        }
    }

    /// A value in a message: a scalar quoted, a collection in flow style.
    private static func describe(_ value: StateValue) -> String {
        switch value {
        case .null: "~"
        case .string, .number, .bool: "'\(value)'"
        case .list, .map: value.description
        }
    }

    /// The expectation as written, in flow style, for a diff line.
    private static func written(_ node: Node) -> String {
        switch node {
        case .scalar(let scalar): scalar.isNull ? "~" : scalar.value
        case .sequence(let sequence): "[" + sequence.items.map(written).joined(separator: ", ") + "]"
        case .mapping(let mapping): "{" + mapping.pairs.map { written($0.key) + ": " + written($0.value) }.joined(separator: ", ") + "}"
        }
    }
}
