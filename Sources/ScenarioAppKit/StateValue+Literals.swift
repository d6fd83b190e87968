/// State written as Swift literals: `["notes": .list(notes.map(StateValue.string)), "limit": 3]`.
extension StateValue: ExpressibleByStringLiteral, ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral,
    ExpressibleByBooleanLiteral, ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral, ExpressibleByNilLiteral {
    public init(stringLiteral value: String) { self = .string(value) }
    public init(integerLiteral value: Int) { self = .number(Double(value)) }
    public init(floatLiteral value: Double) { self = .number(value) }
    public init(booleanLiteral value: Bool) { self = .bool(value) }
    public init(arrayLiteral elements: StateValue...) { self = .list(elements) }
    /// Keeps the order written, as `KeyValuePairs` does.
    public init(dictionaryLiteral elements: (String, StateValue)...) {
        self = .map(elements.map { Entry($0.0, $0.1) })
    }
    public init(nilLiteral: ()) { self = .null }
}
