import DragDropCore
import Foundation

/// The tutorial's `GarbageView`, the trash: a view whose drop interaction takes the gallery's
/// own images and deletes them from the gallery.
///
/// It is 44 points square, so the tutorial's target — the centre of the trash button at its
/// right end — is its centre.
final class GarbageView: View, DropInteractionDelegate {
    private let variant: GalleryVariant

    init(variant: GalleryVariant) {
        self.variant = variant
        super.init(name: "trash", size: CGSize(width: 44, height: 44))
        addInteraction(DropInteraction(delegate: self))
    }

    func dropInteraction(_ interaction: DropInteraction, canHandle session: DropSession) -> Bool {
        session.canLoadObjects(ofClass: Image.self)
    }

    /// Only drags from this app may be dropped here.
    func dropInteraction(_ interaction: DropInteraction, sessionDidUpdate session: DropSession) -> DropProposal {
        DropProposal(operation: session.localDragSession != nil ? .copy : .forbidden)
    }

    /// The image shrinks into the trash.
    func dropInteraction(_ interaction: DropInteraction, previewForDropping item: DragItem, withDefault defaultPreview: DragPreview) -> DragPreview? {
        defaultPreview.retargeted(center: CGPoint(x: bounds.width - bounds.height / 2, y: bounds.height / 2), scale: 0.1)
    }

    func dropInteraction(_ interaction: DropInteraction, performDrop session: DropSession) {
        session.loadObjects(ofClass: Image.self) { [weak self] _ in
            self?.deleteDraggedImages(of: session)
        }
    }

    /// Deletes the dragged images from the collection view the drag started in, in one batch.
    ///
    /// The tutorial finds them by the index paths taken at lift, which are stale if the
    /// gallery changed during the drag; the corrected app asks where their cells are now.
    private func deleteDraggedImages(of session: DropSession) {
        guard let collection = session.localDragSession?.localContext as? CollectionView,
              let controller = collection.dataSource as? ImageGalleryCollectionViewController,
              let items = session.localDragSession?.items else { return }
        let images = controller.imageGallery.images
        var indexPaths: [IndexPath] = []
        var indexes: [Int] = []
        for item in items {
            switch variant {
            case .tutorial:
                if let indexPath = item.localObject as? IndexPath {
                    indexPaths.append(indexPath)
                    indexes.append(indexPath.item)
                }
            case .corrected:
                if let cell = item.localObject as? ImageCollectionViewCell, let indexPath = collection.indexPath(for: cell), !indexPaths.contains(indexPath) {
                    indexPaths.append(indexPath)
                    indexes.append(indexPath.item)
                }
            }
        }
        if variant == .corrected, indexPaths.isEmpty { return }
        collection.performBatchUpdates({
            collection.deleteItems(at: indexPaths)
            controller.imageGallery.images = images.enumerated().filter { !indexes.contains($0.offset) }.map(\.element)
        })
    }
}
