import YAMLReader

/// What a target app must have received: per dropped item, `TYPE=VALUE` strings or the item's id.
public struct ReceivedExpectation: Equatable, Sendable {
    public var app: String
    public var items: [String]
    public var location: SourceLocation

    public init(app: String, items: [String], location: SourceLocation) {
        self.app = app
        self.items = items
        self.location = location
    }
}
