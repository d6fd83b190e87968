import Foundation

/// The tutorial's model: the images in order, saved as JSON after every change.
public struct ImageGallery: Codable, Equatable, Sendable {
    public var images: [ImageModel]

    public init(images: [ImageModel] = []) {
        self.images = images
    }

    /// The tutorial's failable `init?(json:)`: nil when the text is not a gallery.
    public init?(json: String) {
        guard let gallery = try? JSONDecoder().decode(ImageGallery.self, from: Data(json.utf8)) else { return nil }
        self = gallery
    }
}
