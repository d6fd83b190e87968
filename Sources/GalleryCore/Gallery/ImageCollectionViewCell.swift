import UIKitNames

/// The tutorial's `ImageCollectionViewCell`: given a URL, it turns its spinner, fetches the
/// image on a global `.userInitiated` queue and shows it on the main queue, or shows the error
/// image and calls `changeAspectRatio`; either way the spinner stops.
///
/// The tutorial's global `imageCache` and the web behind `Data(contentsOf:)` are the app's
/// cache and the device's network, handed in; `DispatchQueue` is the running device's. The
/// fetch's blocks hold the cell, as the tutorial's hold `self`: a cell removed from the
/// collection view still finishes its fetch (and still calls `changeAspectRatio` on failure)
/// but traces nothing, having no index path.
final class ImageCollectionViewCell: UICollectionViewCell {
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

    private let imageCache: ImageCache
    private let network: Network
    private let trace: Trace

    init(imageCache: ImageCache, system: DragDropSystem) {
        self.imageCache = imageCache
        network = system.network
        trace = system.trace
        super.init(frame: .zero)
    }

    /// The tutorial's cells are made with their cache, never registered by class.
    @available(*, unavailable, message: "make it with init(imageCache:system:)")
    override init(frame: CGRect) {
        fatalError("ImageCollectionViewCell is made with init(imageCache:system:)")
    }

    @available(*, unavailable, message: "make it with init(imageCache:system:)")
    required init?(coder: NSCoder) {
        fatalError("ImageCollectionViewCell is made with init(imageCache:system:)")
    }

    private func updateUI() {
        if let url = imageURL {
            image = nil
            spinner.startAnimating()
            DispatchQueue.global(qos: .userInitiated).async {
                if let cachedImage = self.imageCache.object(forKey: url) {
                    DispatchQueue.main.async {
                        self.image = cachedImage
                        self.spinner.stopAnimating()
                        self.traceEvent("fetched")
                    }
                } else {
                    let urlContents = try? self.network.image(contentsOf: url)
                    DispatchQueue.main.async {
                        if let image = urlContents, url == self.imageURL {
                            self.imageCache.setObject(image, forKey: url)
                            self.image = image
                            self.traceEvent("fetched")
                        } else {
                            self.image = Self.errorImage
                            self.traceEvent("error-image")
                            self.changeAspectRatio?()
                        }
                        self.spinner.stopAnimating()
                    }
                }
            }
        }
    }

    /// `collection  cell [0,3] fetched`, while the cell is in its collection view.
    private func traceEvent(_ what: String) {
        guard let collectionView, let indexPath = collectionView.indexPath(for: self) else { return }
        trace.record(collectionView.name, "cell \(indexPath.traceDescription) \(what)")
    }
}
