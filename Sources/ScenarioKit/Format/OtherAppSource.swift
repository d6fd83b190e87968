import YAMLReader

/// Another app offering items to drag in (docs/FORMAT.md, Other apps).
public struct OtherAppSource: Equatable, Sendable {
    public var app: String
    public var items: [Item]
    public var location: SourceLocation

    public init(app: String, items: [Item], location: SourceLocation) {
        self.app = app
        self.items = items
        self.location = location
    }
}
