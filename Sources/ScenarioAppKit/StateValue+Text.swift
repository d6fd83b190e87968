/// A state value written as YAML's flow style writes it, for diffs and messages.
extension StateValue: CustomStringConvertible {
    public var description: String {
        switch self {
        case .null: "~"
        case .bool(let value): value ? "true" : "false"
        case .number(let value): Self.text(of: value)
        case .string(let value): value
        case .list(let items): "[" + items.map(\.description).joined(separator: ", ") + "]"
        case .map(let entries): "{" + entries.map { "\($0.key): \($0.value)" }.joined(separator: ", ") + "}"
        }
    }

    /// A whole number without a fraction (`3`), any other as Swift writes it (`1.5`).
    static func text(of number: Double) -> String {
        if number.rounded() == number, abs(number) < 1e15 { return String(Int(number)) }
        return String(number)
    }
}
