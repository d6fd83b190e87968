import Foundation

/// The tutorial's `ImageModel`: where an image lives and its shape, never the image itself.
///
/// `url` is a `URL`, so `JSONDecoder` refuses a string `URL(string:)` refuses (an empty
/// one), and with it the whole gallery (docs/FORMAT.md, `given`, per app).
public struct ImageModel: Codable, Equatable, Sendable {
    public var url: URL
    /// Width over height; the flow layout makes the cell `itemWidth / aspectRatio` tall.
    public var aspectRatio: Double

    public init(url: URL, aspectRatio: Double) {
        self.url = url
        self.aspectRatio = aspectRatio
    }
}
