import DragDropCore

/// The tutorial's `imageCache`: images by URL, in memory only, so it starts empty at every
/// launch. URLs are the fetcher's numbers (`URLNumbers`), so storing an image hashes nothing.
final class ImageCache {
    /// `@exclusivity(unchecked)`: see `DragDropSystem`.
    @exclusivity(unchecked) private var images: [Image?]

    /// Room for `capacity` URLs: the gallery's given ones, known at launch.
    init(capacity: Int) {
        images = Array(repeating: nil, count: capacity)
    }

    subscript(number: Int) -> Image? {
        get { images.indices.contains(number) ? images[number] : nil }
        set {
            guard number >= 0 else { return }
            if number >= images.count { images += Array(repeating: nil, count: number - images.count + 1) }
            images[number] = newValue
        }
    }
}
