/// One registered representation of an item provider: a type, its value, and how loading it goes.
public struct ItemRepresentation: Equatable, Sendable {
    public var typeIdentifier: String
    public var value: ItemValue
    /// Milliseconds a load takes once requested.
    public var delay: Int
    /// When set, a load fails with this message after `delay`.
    public var failure: String?
    /// `NSItemProviderRepresentationVisibility`: which apps see the representation.
    public var visibility: ItemProvider.RepresentationVisibility

    public init(typeIdentifier: String, value: ItemValue, delay: Int = 0, failure: String? = nil, visibility: ItemProvider.RepresentationVisibility = .all) {
        self.typeIdentifier = typeIdentifier
        self.value = value
        self.delay = delay
        self.failure = failure
        self.visibility = visibility
    }
}
