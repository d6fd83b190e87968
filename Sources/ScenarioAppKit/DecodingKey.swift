/// The keys a mapping may hold, as an enum, so an unknown key is caught with a suggestion.
public protocol DecodingKey: RawRepresentable<String>, CaseIterable, Hashable {}

extension DecodingKey {
    public static var names: [String] { allCases.map(\.rawValue) }

    /// The key spelt `name`: each key's length compared first, which rules out most of them
    /// at once, rather than `init(rawValue:)`, which makes and compares a string per case.
    @inlinable public static func named(_ name: String) -> Self? {
        let count = name.utf8.count
        for key in allCases {
            let spelling = key.rawValue
            if spelling.utf8.count == count, spelling == name { return key }
        }
        return nil
    }
}
