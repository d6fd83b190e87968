import Foundation

/// One image of the gallery, as the tutorial keeps it: where it lives and its shape, never the
/// image itself.
///
/// The tutorial's `url` is a `URL`, so decoding refuses a string `URL(string:)` refuses (an
/// empty one), and with it the whole gallery (APPS.md). The text is kept as given, so that
/// what decodes is saved back unchanged.
public struct ImageModel: Codable, Equatable, Sendable {
    public var url: String
    /// Width over height; the flow layout makes the cell `itemWidth / aspectRatio` tall.
    public var aspectRatio: Double

    public init(url: String, aspectRatio: Double) {
        self.url = url
        self.aspectRatio = aspectRatio
    }

    private enum CodingKeys: String, CodingKey {
        case url, aspectRatio
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let url = try container.decode(String.self, forKey: .url)
        guard URL(string: url) != nil else {
            throw DecodingError.dataCorruptedError(forKey: .url, in: container, debugDescription: "Invalid URL string.")
        }
        self.url = url
        aspectRatio = try container.decode(Double.self, forKey: .aspectRatio)
    }
}
