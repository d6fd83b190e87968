import YAMLReader

/// An expected canvas view state.
public struct ViewExpectation: Equatable, Sendable {
    public var view: String
    /// The text the view shows; nil means it shows none (`text: ~`).
    public var text: String?
    public var location: SourceLocation

    public init(view: String, text: String?, location: SourceLocation) {
        self.view = view
        self.text = text
        self.location = location
    }
}
