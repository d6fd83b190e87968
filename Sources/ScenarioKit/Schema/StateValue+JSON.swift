import ScenarioAppKit

extension StateValue {
    /// The value as JSON, two spaces per level, keys in the map's order: the same value gives
    /// the same text, byte for byte, so a generated file can be compared with its copy.
    func json(indent: String = "") -> String {
        let inner = indent + "  "
        switch self {
        case .null: return "null"
        case .bool(let value): return value ? "true" : "false"
        case .number(let value):
            if value.rounded() == value, abs(value) < 1e15 { return String(Int(value)) }
            return String(value)
        case .string(let text): return JSONText.quoted(text)
        case .list(let items):
            if items.isEmpty { return "[]" }
            // A list of scalars reads best on one line: ["string", "number"].
            if items.allSatisfy(\.isScalar) { return "[" + items.map { $0.json() }.joined(separator: ", ") + "]" }
            return "[\n" + items.map { inner + $0.json(indent: inner) }.joined(separator: ",\n") + "\n" + indent + "]"
        case .map(let entries):
            if entries.isEmpty { return "{}" }
            // So does a map of one scalar: { "$ref": "#/$defs/text" }.
            if entries.count == 1, entries[0].value.isScalar { return "{ " + JSONText.quoted(entries[0].key) + ": " + entries[0].value.json() + " }" }
            return "{\n" + entries.map { inner + JSONText.quoted($0.key) + ": " + $0.value.json(indent: inner) }.joined(separator: ",\n") + "\n" + indent + "}"
        }
    }

    private var isScalar: Bool {
        switch self {
        case .list, .map: false
        default: true
        }
    }
}
