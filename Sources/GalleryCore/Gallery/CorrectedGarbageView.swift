import UIKitNames

/// The `corrected` trash: it deletes the dragged images themselves, even when the gallery
/// changed during the drag.
final class CorrectedGarbageView: GarbageView {
    /// Fix: each item carries its cell (`CorrectedImageGalleryCollectionViewController`), so
    /// the image is found where its cell is now, once; an image whose cell is gone is not.
    override func indexPaths(of items: [UIDragItem], in collection: UICollectionView) -> [IndexPath] {
        var indexPaths = [IndexPath]()
        for item in items {
            if let cell = item.localObject as? ImageCollectionViewCell, let indexPath = collection.indexPath(for: cell), !indexPaths.contains(indexPath) {
                indexPaths += [indexPath]
            }
        }
        return indexPaths
    }

    /// Fix: nothing to delete changes nothing, and saves nothing.
    override func delete(_ indexPaths: [IndexPath], from collection: UICollectionView, updatingModel updateModel: @escaping () -> Void) {
        guard !indexPaths.isEmpty else { return }
        super.delete(indexPaths, from: collection, updatingModel: updateModel)
    }
}
