/// An app's state as plain values — lists, ordered maps, text, numbers, booleans and null —
/// so a scenario can compare a part of it with `expect: { state: … }` whatever the app's
/// own model types are.
///
/// Not `indirect`: lists and maps hold their values in arrays already, and boxing every
/// value besides cost an allocation per number and string of every state read.
public enum StateValue: Hashable, Sendable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case list([StateValue])
    /// Keys in the app's order, which is the order diffs show them in.
    case map([Entry])

    /// The value under `key` of a map; nil for a missing key or a value that is no map.
    public subscript(key: String) -> StateValue? {
        guard case .map(let entries) = self else { return nil }
        return entries.first { $0.key == key }?.value
    }

    /// Text or nil, for a value that may be either.
    public static func optional(_ text: String?) -> StateValue {
        text.map(StateValue.string) ?? .null
    }

    /// Whether the value is text.
    public var isText: Bool {
        if case .string = self { true } else { false }
    }
}
