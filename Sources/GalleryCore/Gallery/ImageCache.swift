import DragDropCore

/// The tutorial's `imageCache`: images by URL, in memory only, so it starts empty at every launch.
final class ImageCache {
    private var images: [String: Image] = [:]

    subscript(url: String) -> Image? {
        get { images[url] }
        set { images[url] = newValue }
    }
}
