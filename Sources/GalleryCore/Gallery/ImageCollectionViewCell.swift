import DragDropCore
import Foundation

/// The tutorial's image cell: fetches its image when given a URL and shows it, or shows the
/// error image and tells the controller through `changeAspectRatio`.
///
/// The fetch's completion holds the cell, as the tutorial's closure holds `self`: a cell
/// removed from the collection view still finishes its fetch (and, in the tutorial, still
/// calls `changeAspectRatio` on failure) but traces nothing, since it has no index path.
final class ImageCollectionViewCell: CollectionViewCell {
    static let reuseIdentifier = "Image Cell"

    /// What the cell shows; nil until the fetch completes.
    @exclusivity(unchecked) private(set) var image: Image?
    /// Called when the fetch fails, after the error image is shown, with the cell itself: a
    /// closure that captured the cell would have to hold it weakly, which costs every cell a
    /// side table.
    @exclusivity(unchecked) var changeAspectRatio: ((ImageCollectionViewCell) -> Void)?
    @exclusivity(unchecked) var imageURL: String? {
        didSet { updateUI() }
    }

    /// The index path the data source made the cell for, as the tutorial's closure captures it.
    let madeAt: IndexPath

    private let fetcher: ImageFetcher
    private let trace: Trace

    init(fetcher: ImageFetcher, trace: Trace, madeAt: IndexPath) {
        self.fetcher = fetcher
        self.trace = trace
        self.madeAt = madeAt
        super.init(reuseIdentifier: Self.reuseIdentifier)
    }

    private func updateUI() {
        guard let url = imageURL else { return }
        image = nil
        // At launch the cell at item i shows the i-th given image: its URL's number is known.
        fetcher.fetch(url, number: fetcher.number(of: url, givenIndex: madeAt.item), for: self)
    }

    /// The tutorial's fetch completion, on the main queue: the image `url` (numbered `number`)
    /// gave, or nil when its fetch failed.
    func fetchCompleted(_ fetched: Image?, url: String, number: Int) {
        if let fetched, url == imageURL {
            fetcher.cache[number] = fetched
            image = fetched
            traceEvent(" fetched")
        } else {
            image = ImageFetcher.errorImage
            traceEvent(" error-image")
            changeAspectRatio?(self)
        }
    }

    /// `collection  cell [0,3] fetched`, while the cell is in its collection view; `text`
    /// starts with its space.
    private func traceEvent(_ text: StaticString) {
        guard let collectionView, let indexPath = collectionView.indexPath(for: self) else { return }
        trace.record(collectionView.name, indexPath.traceText("cell ", text))
    }
}
