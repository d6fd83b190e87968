import UIKitNames

/// The tutorial's `ImageCollectionViewCell`: given a URL, it turns its spinner, fetches the
/// image on a global `.userInitiated` queue and shows it on the main queue, or shows the error
/// image and calls `changeAspectRatio`; either way the spinner stops.
///
/// The storyboard's `Image Cell` prototype, dequeued by the controller and so reused as the
/// gallery scrolls. The tutorial's global `imageCache` is the app's, which the controller
/// hands to each cell it dequeues; the web behind `Data(contentsOf:)` is the running device's
/// network, and `DispatchQueue` the running device's. The fetch's blocks hold the cell, as
/// the tutorial's hold `self`: a cell removed from the collection view, or queued for reuse,
/// still finishes its fetch (and still calls `changeAspectRatio` on failure) but traces
/// nothing, having no index path.
///
/// A fetch that returns once the cell shows another URL (`url == self.imageURL` fails: the
/// cell was reused meanwhile) does not show its image — and, the check standing in the same
/// `if` as the data, goes to the `else`: the cell shows the error image and calls the
/// `changeAspectRatio` its new item's `cellForItemAt` gave it (a quirk; the image its new
/// fetch brings replaces it only if that fetch ends later).
class ImageCollectionViewCell: UICollectionViewCell {
    /// The tutorial's `"Error 😡".emojiToImage()`: 160 by 160, so square.
    static let errorImage = UIImage(width: 160, height: 160, name: "error-image")

    /// `imageView.image`: nil until the fetch completes.
    private(set) var image: UIImage?
    /// The `spinner` outlet: turning from the moment the cell has a URL until its image (or the
    /// error image) is shown.
    let spinner = UIActivityIndicatorView(name: "spinner", size: CGSize(width: 20, height: 20))

    // MARK: - Public API
    var imageURL: URL? {
        didSet { updateUI() }
    }

    var changeAspectRatio: (() -> Void)?

    /// The tutorial's global `imageCache`, handed over by the controller as it dequeues the
    /// cell (the engine's apps hold no global state).
    var imageCache: ImageCache?

    private func updateUI() {
        if let url = imageURL {
            image = nil
            spinner.startAnimating()
            let imageCache = self.imageCache
            let device = DragDropSystem.current
            DispatchQueue.global(qos: .userInitiated).async { [weak device] in
                if let cachedImage = imageCache?.object(forKey: url) {
                    DispatchQueue.main.async { [weak device] in
                        self.image = cachedImage
                        self.spinner.stopAnimating()
                        self.traceEvent("fetched", device)
                    }
                } else {
                    let urlContents = try? device?.network.image(contentsOf: url)
                    DispatchQueue.main.async { [weak device] in
                        self.show(urlContents, fetchedFrom: url, cachingIn: imageCache, device)
                    }
                }
            }
        }
    }

    /// The main queue's half of the fetch: the image if it came and the cell still shows its
    /// URL, else the error image and `changeAspectRatio`; the spinner stops either way.
    /// Corrected (`CorrectedImageCollectionViewCell`): a fetch for a URL the cell no longer
    /// shows is ignored.
    func show(_ urlContents: UIImage?, fetchedFrom url: URL, cachingIn imageCache: ImageCache?, _ device: DragDropSystem?) {
        if let image = urlContents, url == self.imageURL {
            imageCache?.setObject(image, forKey: url)
            self.image = image
            self.traceEvent("fetched", device)
        } else {
            self.image = Self.errorImage
            self.traceEvent("error-image", device)
            self.changeAspectRatio?()
        }
        self.spinner.stopAnimating()
    }

    /// `collection  cell [0,3] fetched`, while the cell shows an item of its collection view.
    func traceEvent(_ what: String, _ device: DragDropSystem?) {
        guard let device, let collectionView, let indexPath = collectionView.indexPath(for: self) else { return }
        device.trace.record(collectionView.name, "cell \(indexPath.traceDescription) \(what)")
    }
}
