import DragDropCore
import Foundation

/// The gallery as a drop target: its own images reorder, other apps' images arrive through
/// placeholders while their image and URL load.
extension ImageGalleryCollectionViewController: CollectionViewDropDelegate {
    /// Whether the drag started in this collection view (its `localContext`).
    private func isSelf(_ session: DropSession) -> Bool {
        (session.localDragSession?.localContext as? CollectionView) === collectionView
    }

    func collectionView(_ collectionView: CollectionView, canHandle session: DropSession) -> Bool {
        if isSelf(session) {
            return session.canLoadObjects(ofClass: Image.self)
        }
        return session.canLoadObjects(ofClass: URL.self) && session.canLoadObjects(ofClass: Image.self)
    }

    func collectionView(_ collectionView: CollectionView, dropSessionDidUpdate session: DropSession, withDestinationIndexPath destinationIndexPath: IndexPath?) -> CollectionViewDropProposal {
        CollectionViewDropProposal(operation: isSelf(session) ? .move : .copy, intent: .insertAtDestinationIndexPath)
    }

    func collectionView(_ collectionView: CollectionView, performDropWith coordinator: CollectionViewDropCoordinator) {
        let destinationIndexPath = coordinator.destinationIndexPath ?? IndexPath(item: 0, section: 0)
        switch variant {
        case .tutorial:
            for item in coordinator.items {
                if let sourceIndexPath = item.sourceIndexPath {
                    moveAsTutorial(from: sourceIndexPath, to: destinationIndexPath)
                    coordinator.drop(item.dragItem, toItemAt: destinationIndexPath)
                } else {
                    dropFromOtherApp(item, coordinator: coordinator, at: destinationIndexPath)
                }
            }
        case .corrected:
            moveTogether(coordinator.items.filter { $0.sourceIndexPath != nil }, coordinator: coordinator, to: destinationIndexPath)
            for item in coordinator.items where item.sourceIndexPath == nil {
                dropFromOtherApp(item, coordinator: coordinator, at: destinationIndexPath)
            }
        }
    }

    // MARK: - Local moves

    /// One item, as the tutorial moves it: remove, insert (two saves), delete and insert the
    /// cells. Nothing is checked, as in the tutorial: a destination past the end (a drop after
    /// the last cell) makes Swift trap in `insert`, and the app dies.
    private func moveAsTutorial(from source: IndexPath, to destination: IndexPath) {
        collectionView.performBatchUpdates({ [self] in
            let imageInfo = imageGallery.images.remove(trappingAt: source.item)
            imageGallery.images.insert(imageInfo, trappingAt: destination.item)
            collectionView.deleteItems(at: [source])
            collectionView.insertItems(at: [destination])
        })
    }

    /// Every dragged item of this view lands, in drag order, from the destination on (pulled
    /// back so that the last one fits), in one batch of moves from where each item is when the
    /// drop is performed; one save. An item dragged twice moves once.
    private func moveTogether(_ items: [CollectionViewDropItem], coordinator: CollectionViewDropCoordinator, to destination: IndexPath) {
        var sources: [Int] = []
        sources.reserveCapacity(items.count)
        for item in items {
            if let source = item.sourceIndexPath?.item, imageGallery.images.indices.contains(source), !sources.contains(source) {
                sources.append(source)
            }
        }
        guard let move = Self.moved(imageGallery.images, sources: sources, to: destination.item) else { return }
        collectionView.performBatchUpdates({ [self] in
            // One change of the model, so one save; in place, since nothing else holds it.
            if move.changed { imageGallery.images.replaceSubrange(move.range, with: move.span) }
            for (offset, source) in sources.enumerated() {
                collectionView.moveItem(at: IndexPath(item: source, section: 0), to: IndexPath(item: move.start + offset, section: 0))
            }
        })
        for item in items {
            guard let source = item.sourceIndexPath?.item, let offset = sources.firstIndex(of: source) else { continue }
            coordinator.drop(item.dragItem, toItemAt: IndexPath(item: move.start + offset, section: 0))
        }
    }

    /// Where the images at `sources` (distinct, in range) land from `destination` on: the
    /// first index they take, and the part of the gallery the move changes — from the first
    /// of the sources and the landing place to the last — as it reads afterwards, and whether
    /// it reads differently (an image moved among equal ones changes nothing). Nil for no
    /// sources. Only that part is made, not a copy of the whole gallery per move.
    static func moved(_ images: [ImageModel], sources: [Int], to destination: Int) -> (start: Int, range: ClosedRange<Int>, span: [ImageModel], changed: Bool)? {
        guard let lowest = sources.min(), let highest = sources.max() else { return nil }
        let start = min(max(0, destination), images.count - sources.count)
        let range = min(lowest, start)...max(highest, start + sources.count - 1)
        var span: [ImageModel] = []
        span.reserveCapacity(range.count)
        // The images of the range that stay, in order, around the moving ones.
        var staying = range.lowerBound
        for index in range {
            if index >= start, index < start + sources.count {
                span.append(images[sources[index - start]])
            } else {
                while sources.contains(staying) { staying += 1 }
                span.append(images[staying])
                staying += 1
            }
        }
        let changed = !span.elementsEqual(images[range])
        return (start, range, span, changed)
    }

    // MARK: - Drops from other apps

    /// A placeholder at the destination while the image (for its aspect ratio) and the URL
    /// load, each completion hopping to the main queue.
    ///
    /// The tutorial decides when the URL arrives: committed if the image is already there,
    /// else the placeholder goes and the drop is lost. The corrected app decides when both
    /// have arrived, in either order: committed unless a load failed.
    private func dropFromOtherApp(_ item: CollectionViewDropItem, coordinator: CollectionViewDropCoordinator, at destination: IndexPath) {
        let placeholderContext = coordinator.drop(
            item.dragItem,
            to: CollectionViewDropPlaceholder(insertionIndexPath: destination, reuseIdentifier: Self.placeholderReuseIdentifier)
        )
        let provider = item.dragItem.itemProvider
        let mainQueue = system.mainQueue
        var imageURL: String?
        var aspectRatio: Double?
        var cachedImage: Image?
        switch variant {
        case .tutorial:
            provider.loadObject(ofClass: Image.self) { image, _ in
                mainQueue.async {
                    if let image {
                        aspectRatio = Self.usableAspectRatio(image.aspectRatio)
                        cachedImage = image
                    }
                }
            }
            provider.loadObject(ofClass: URL.self) { [weak self] url, _ in
                mainQueue.async {
                    if let url { imageURL = url.imageURL.absoluteString }
                    if let self, let imageURL, let aspectRatio, let cachedImage {
                        self.commit(placeholderContext, url: imageURL, aspectRatio: aspectRatio, image: cachedImage)
                    } else {
                        placeholderContext.deletePlaceholder()
                    }
                }
            }
        case .corrected:
            var finished = 0
            let finish: () -> Void = { [weak self] in
                finished += 1
                guard finished == 2 else { return }
                if let self, let imageURL, let aspectRatio, let cachedImage {
                    self.commit(placeholderContext, url: imageURL, aspectRatio: aspectRatio, image: cachedImage)
                } else {
                    placeholderContext.deletePlaceholder()
                }
            }
            provider.loadObject(ofClass: Image.self) { image, _ in
                mainQueue.async {
                    if let image {
                        aspectRatio = Self.usableAspectRatio(image.aspectRatio)
                        cachedImage = image
                    }
                    finish()
                }
            }
            provider.loadObject(ofClass: URL.self) { url, _ in
                mainQueue.async {
                    if let url { imageURL = url.imageURL.absoluteString }
                    finish()
                }
            }
        }
    }

    /// Caches the dropped image under its URL (so the new cell shows it at once, as in the
    /// tutorial) and inserts the model at the index path the placeholder context hands over:
    /// unchecked in the tutorial, so past the end Swift traps; the corrected app checks.
    private func commit(_ placeholderContext: CollectionViewDropPlaceholderContext, url: String, aspectRatio: Double, image: Image) {
        fetcher.cache[fetcher.number(of: url)] = image
        placeholderContext.commitInsertion { [self] insertionIndexPath in
            guard variant == .tutorial || (0...imageGallery.images.count).contains(insertionIndexPath.item) else { return }
            imageGallery.images.insert(ImageModel(url: url, aspectRatio: aspectRatio), trappingAt: insertionIndexPath.item)
        }
    }
}
