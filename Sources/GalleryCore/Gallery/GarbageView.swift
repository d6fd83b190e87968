import UIKitNames

/// The tutorial's `GarbageView`, the trash: a view whose drop interaction takes the gallery's
/// own images and deletes them from the gallery.
///
/// It is 44 points square, so the tutorial's target — the centre of the trash button at its
/// right end — is its centre. The corrected trash is `CorrectedGarbageView`.
class GarbageView: UIView, UIDropInteractionDelegate {
    init() {
        super.init(name: "trash", size: CGSize(width: 44, height: 44))
        addInteraction(UIDropInteraction(delegate: self))
    }

    // MARK: - UIDropInteractionDelegate

    func dropInteraction(_ interaction: UIDropInteraction, canHandle session: UIDropSession) -> Bool {
        session.canLoadObjects(ofClass: UIImage.self)
    }

    /// Only drags from this app may be dropped here.
    func dropInteraction(_ interaction: UIDropInteraction, sessionDidUpdate session: UIDropSession) -> UIDropProposal {
        if session.localDragSession != nil {
            return UIDropProposal(operation: .copy)
        } else {
            return UIDropProposal(operation: .forbidden)
        }
    }

    /// The image shrinks into the trash.
    func dropInteraction(_ interaction: UIDropInteraction, previewForDropping item: UIDragItem, withDefault defaultPreview: UITargetedDragPreview) -> UITargetedDragPreview? {
        defaultPreview.retargeted(center: CGPoint(x: bounds.width - bounds.height / 2, y: bounds.height / 2), scale: 0.1)
    }

    /// Once the images have loaded, deletes the dragged ones from the collection view the
    /// drag started in, in one batch.
    func dropInteraction(_ interaction: UIDropInteraction, performDrop session: UIDropSession) {
        session.loadObjects(ofClass: UIImage.self) { providers in
            if let collection = session.localDragSession?.localContext as? UICollectionView,
               let images = (collection.dataSource as? ImageGalleryCollectionViewController)?.imageGallery.images,
               let items = session.localDragSession?.items {
                let indexPaths = self.indexPaths(of: items, in: collection)
                let indexes = indexPaths.map(\.item)
                self.delete(indexPaths, from: collection) {
                    (collection.dataSource as? ImageGalleryCollectionViewController)?.imageGallery.images = images
                        .enumerated()
                        .filter { !indexes.contains($0.offset) }
                        .map { $0.element }
                }
            }
        }
    }

    /// Where the dragged images are: the tutorial's items carry the index paths of the lift,
    /// which are stale if the gallery changed during the drag (a quirk; docs/GUIDE.md, The apps).
    func indexPaths(of items: [UIDragItem], in collection: UICollectionView) -> [IndexPath] {
        var indexPaths = [IndexPath]()
        for item in items {
            if let indexPath = item.localObject as? IndexPath {
                indexPaths += [indexPath]
            }
        }
        return indexPaths
    }

    /// Deletes the cells at `indexPaths` and updates the model with `updateModel`, in one batch.
    func delete(_ indexPaths: [IndexPath], from collection: UICollectionView, updatingModel updateModel: @escaping () -> Void) {
        collection.performBatchUpdates({
            collection.deleteItems(at: indexPaths)
            updateModel()
        })
    }
}
