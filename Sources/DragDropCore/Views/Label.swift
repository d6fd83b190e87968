/// `UILabel`, reduced to its text: what a table cell's `textLabel` shows.
public final class Label: @unchecked Sendable {
    public var text: String?

    public init(text: String? = nil) {
        self.text = text
    }
}
