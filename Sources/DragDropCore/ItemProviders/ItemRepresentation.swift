/// One registered representation of an item provider: a type, its value, and how loading it goes.
public struct ItemRepresentation: Equatable, Sendable {
    public var typeIdentifier: String
    public var value: ItemValue
    /// Milliseconds a load takes once requested.
    public var delay: Int
    /// When set, a load fails with this message after `delay`.
    public var failure: String?

    public init(typeIdentifier: String, value: ItemValue, delay: Int = 0, failure: String? = nil) {
        self.typeIdentifier = typeIdentifier
        self.value = value
        self.delay = delay
        self.failure = failure
    }
}
