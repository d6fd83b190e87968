/// `NSItemProvider`'s errors, and a representation's own failure message.
public enum ItemProviderError: Error, Equatable, Sendable, CustomStringConvertible {
    /// −1000: the data is not available yet (a load before `performDrop`).
    case itemUnavailable
    /// −1100: the representation is not of the class asked for.
    case unexpectedValueClass
    /// −1200: no representation conforms to a type the class reads.
    case unavailableCoercion
    /// The representation's `fails` message.
    case failed(String)

    public var code: Int {
        switch self {
        case .itemUnavailable: -1000
        case .unexpectedValueClass: -1100
        case .unavailableCoercion: -1200
        case .failed: -1
        }
    }

    public var description: String {
        switch self {
        case .itemUnavailable: "itemUnavailable"
        case .unexpectedValueClass: "unexpectedValueClass"
        case .unavailableCoercion: "unavailableCoercion"
        case .failed(let message): message
        }
    }
}
