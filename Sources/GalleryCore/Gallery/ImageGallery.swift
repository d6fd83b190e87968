import Foundation

/// The tutorial's `ImageGallery`: the images in order, saved as JSON after every change.
public struct ImageGallery: Codable, Equatable, Sendable {
    public var images = [ImageModel]()

    /// What the store keeps: `JSONEncoder`'s text
    /// (`{"images":[{"aspectRatio":1.5,"url":"https:\/\/img.example\/a.jpg"}]}`); nil for a
    /// ratio JSON cannot hold. Its keys are sorted: Foundation on Linux writes an object's
    /// keys in no fixed order, and the same gallery must save the same text in every run.
    public var json: Data? {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        return try? encoder.encode(self)
    }

    /// The tutorial's failable `init?(json:)`: nil when the data is not a gallery.
    public init?(json: Data) {
        if let newValue = try? JSONDecoder().decode(ImageGallery.self, from: json) {
            self = newValue
        } else {
            return nil
        }
    }

    public init() {
        self.images = [ImageModel]()
    }

    public init(images: [ImageModel]) {
        self.images = images
    }
}
