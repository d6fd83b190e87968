/// The keys a mapping may hold, as an enum, so an unknown key is caught with a suggestion.
public protocol DecodingKey: RawRepresentable<String>, CaseIterable, Hashable {}

extension DecodingKey {
    public static var names: [String] { allCases.map(\.rawValue) }
}
