import UIKitNames

/// The tutorial's `imageCache`, an `NSCache` of images by URL: in memory only, so each launch
/// starts with an empty one, shared by the controller (which caches a dropped image) and the
/// cells (which look there before fetching).
final class ImageCache {
    private var images: [URL: UIImage] = [:]

    func object(forKey url: URL) -> UIImage? {
        images[url]
    }

    func setObject(_ image: UIImage, forKey url: URL) {
        images[url] = image
    }
}
