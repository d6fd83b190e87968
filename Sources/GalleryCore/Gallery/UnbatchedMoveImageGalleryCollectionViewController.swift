import UIKitNames

/// The local move as the article first writes it (`GalleryVariant.unbatchedMove`): the model
/// updated, then `deleteItems` and `insertItems` each on its own, outside
/// `performBatchUpdates`. 「看起来这段代码很好用,但是实际上,这段代码可以“崩溃”您的应用程序」:
/// after the model changed twice, the collection view checks the first update alone against
/// it — the gallery still holds as many images as before, yet one is said to be deleted — and
/// UIKit raises `NSInternalInconsistencyException`, as the engine's `inconsistent-update`
/// error. The finished tutorial wraps the four lines in one batch. Drops from other apps go
/// through the tutorial's placeholders.
final class UnbatchedMoveImageGalleryCollectionViewController: ImageGalleryCollectionViewController {
    override func collectionView(_ collectionView: UICollectionView, performDropWith coordinator: UICollectionViewDropCoordinator) {
        let destinationIndexPath = coordinator.destinationIndexPath ?? IndexPath(item: 0, section: 0)
        for item in coordinator.items {
            if let sourceIndexPath = item.sourceIndexPath {
                // Drag locally
                let imageInfo = imageGallery.images.remove(trappingAt: sourceIndexPath.item)
                imageGallery.images.insert(imageInfo, trappingAt: destinationIndexPath.item)
                collectionView.deleteItems(at: [sourceIndexPath])
                collectionView.insertItems(at: [destinationIndexPath])
                coordinator.drop(item.dragItem, toItemAt: destinationIndexPath)
            } else {
                dropFromOtherApp(item, coordinator: coordinator, at: destinationIndexPath)
            }
        }
    }
}
