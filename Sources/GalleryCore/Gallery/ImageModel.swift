/// One image of the gallery, as the tutorial keeps it: where it lives and its shape, never the
/// image itself.
///
/// `url` is kept as the text it was given, so that any string — one `URL(string:)` would
/// refuse included — is saved and loaded back unchanged.
public struct ImageModel: Codable, Equatable, Sendable {
    public var url: String
    /// Width over height; the flow layout makes the cell `itemWidth / aspectRatio` tall.
    public var aspectRatio: Double

    public init(url: String, aspectRatio: Double) {
        self.url = url
        self.aspectRatio = aspectRatio
    }
}
