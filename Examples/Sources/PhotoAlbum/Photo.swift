import UIKitNames

/// A photo of the library: its image, and an identity that survives moves between albums.
struct Photo: Equatable {
    /// Given by the library in order, as the sample's `UUID()` is unique: the same image
    /// dropped twice makes two photos.
    let identifier: Int
    let image: UIImage

    /// The name scenarios know the photo by: the image's name, or its size (`300x200`) for
    /// an image dropped from another app.
    var name: String { image.description }

    static func == (lhs: Photo, rhs: Photo) -> Bool {
        lhs.identifier == rhs.identifier
    }

    /// A provider that can load the photo's image, for a drag of it.
    var itemProvider: NSItemProvider {
        let provider = NSItemProvider(object: image)
        provider.suggestedName = name
        return provider
    }
}
