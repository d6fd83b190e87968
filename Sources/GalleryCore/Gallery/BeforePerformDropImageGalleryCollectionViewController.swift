import UIKitNames

/// The gallery as the article has it before it writes `performDrop` (「到目前为止,我还没有实现
/// performDrop方法」, `GalleryVariant.beforePerformDrop`): the finished drag delegate,
/// `canHandle` and `dropSessionDidUpdate`, and the empty `performDrop` Xcode's Fix-it adds, the
/// one method `UICollectionViewDropDelegate` requires. The collection view already proposes a
/// copy (the green `+`) and opens a gap, but a drop puts nothing in the gallery and loads
/// nothing. At this stage each item's `localObject` is still the image (the article makes it
/// the index path only when it writes the trash), and the trash takes no drops yet.
final class BeforePerformDropImageGalleryCollectionViewController: ImageGalleryCollectionViewController {
    /// The cell's image, once fetched, as one item whose `localObject` is that image.
    override func dragItems(at indexPath: IndexPath) -> [UIDragItem] {
        if let itemCell = collectionView.cellForItem(at: indexPath) as? ImageCollectionViewCell, let image = itemCell.image {
            let dragItem = UIDragItem(itemProvider: NSItemProvider(object: image))
            dragItem.localObject = image
            return [dragItem]
        } else {
            return []
        }
    }

    /// Not written yet: the Fix-it's empty body.
    override func collectionView(_ collectionView: UICollectionView, performDropWith coordinator: UICollectionViewDropCoordinator) {}
}
