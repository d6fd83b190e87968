import YAMLReader

/// What `expect: {lists: {NAME: …}}` checks of one named list: the engine's own count of its
/// items and placeholders, the same for every app, where `images` or `sections` check an
/// app's model of them.
public struct ListExpectation: Equatable, Sendable {
    /// The list's name, as `AppUnderTest.listNames(of:)` declares it.
    public var list: String
    public var items: Items?
    /// Drop placeholders in the list.
    public var placeholders: Int?
    public var location: SourceLocation

    public init(list: String, items: Items? = nil, placeholders: Int? = nil, location: SourceLocation) {
        self.list = list
        self.items = items
        self.placeholders = placeholders
        self.location = location
    }

    /// The items the data source has, placeholders not counted.
    public enum Items: Equatable, Sendable {
        /// In all sections together (`items: 3`).
        case total(Int)
        /// Section by section (`items: [3, 0]`), the number of sections included.
        case bySection([Int])
    }
}
