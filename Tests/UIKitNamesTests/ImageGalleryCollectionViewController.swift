import Foundation
import UIKitNames

// The tutorial's Image Gallery controller (BestKora/Article-Drag-Drop, ImageGallery_finished),
// its drag and drop delegate methods as UIKit code writes them. Every change it needed to
// compile against the engine is marked `EDIT`; docs/CUSTOM-APPS.md lists them.

struct ImageModel: Equatable {
    var url: URL
    var aspectRatio: Double
}

struct ImageGallery {
    var images: [ImageModel] = []
}

// EDIT 1: not a UICollectionViewController subclass, but a class that owns its collection
// view and sets itself as its data source and delegates, as `viewDidLoad` would.
final class ImageGalleryCollectionViewController: UICollectionViewDataSource, UICollectionViewDragDelegate, UICollectionViewDropDelegate {
    let collectionView = UICollectionView(name: "collection", width: 300, layout: UICollectionViewFlowLayout(itemSize: CGSize(width: 100, height: 100)))
    // EDIT 2: the engine's main queue, which runs in the scenario's virtual time.
    let mainQueue: MainQueue
    var imageGallery = ImageGallery()

    init(images: [ImageModel], mainQueue: MainQueue) {
        self.mainQueue = mainQueue
        imageGallery.images = images
        collectionView.dataSource = self
        collectionView.dragDelegate = self
        collectionView.dropDelegate = self
    }

    // MARK: - UICollectionViewDataSource

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        imageGallery.images.count
    }

    // EDIT 3: a new cell rather than `dequeueReusableCell(withReuseIdentifier:for:)`.
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        UICollectionViewCell(reuseIdentifier: "ImageCell")
    }

    // MARK: - UICollectionViewDragDelegate

    func collectionView(_ collectionView: UICollectionView, itemsForBeginning session: UIDragSession, at indexPath: IndexPath) -> [UIDragItem] {
        session.localContext = collectionView
        return dragItems(at: indexPath)
    }

    func collectionView(_ collectionView: UICollectionView, itemsForAddingTo session: UIDragSession, at indexPath: IndexPath, point: CGPoint) -> [UIDragItem] {
        dragItems(at: indexPath)
    }

    private func dragItems(at indexPath: IndexPath) -> [UIDragItem] {
        // EDIT 4: the image made from the model, where the tutorial takes the cell's fetched one.
        guard imageGallery.images.indices.contains(indexPath.item) else { return [] }
        let image = UIImage(width: 100 * imageGallery.images[indexPath.item].aspectRatio, height: 100)
        let dragItem = UIDragItem(itemProvider: NSItemProvider(object: image))
        dragItem.localObject = indexPath
        return [dragItem]
    }

    // MARK: - UICollectionViewDropDelegate

    func collectionView(_ collectionView: UICollectionView, canHandle session: UIDropSession) -> Bool {
        let isSelf = (session.localDragSession?.localContext as? UICollectionView) == collectionView
        if isSelf {
            return session.canLoadObjects(ofClass: UIImage.self)
        } else {
            // EDIT 5: `URL.self` for `NSURL.self`.
            return session.canLoadObjects(ofClass: URL.self) && session.canLoadObjects(ofClass: UIImage.self)
        }
    }

    func collectionView(_ collectionView: UICollectionView, dropSessionDidUpdate session: UIDropSession, withDestinationIndexPath destinationIndexPath: IndexPath?) -> UICollectionViewDropProposal {
        let isSelf = (session.localDragSession?.localContext as? UICollectionView) == collectionView
        return UICollectionViewDropProposal(operation: isSelf ? .move : .copy, intent: .insertAtDestinationIndexPath)
    }

    func collectionView(_ collectionView: UICollectionView, performDropWith coordinator: UICollectionViewDropCoordinator) {
        let destinationIndexPath = coordinator.destinationIndexPath ?? IndexPath(item: 0, section: 0)
        for item in coordinator.items {
            if let sourceIndexPath = item.sourceIndexPath {
                let imageInfo = imageGallery.images[sourceIndexPath.item]
                collectionView.performBatchUpdates({
                    self.imageGallery.images.remove(at: sourceIndexPath.item)
                    self.imageGallery.images.insert(imageInfo, at: destinationIndexPath.item)
                    collectionView.deleteItems(at: [sourceIndexPath])
                    collectionView.insertItems(at: [destinationIndexPath])
                })
                coordinator.drop(item.dragItem, toItemAt: destinationIndexPath)
            } else {
                let placeholderContext = coordinator.drop(
                    item.dragItem,
                    to: UICollectionViewDropPlaceholder(insertionIndexPath: destinationIndexPath, reuseIdentifier: "DropPlaceholderCell")
                )
                var imageURLLocal: URL?
                var aspectRatioLocal: Double?
                item.dragItem.itemProvider.loadObject(ofClass: UIImage.self) { provider, error in
                    self.mainQueue.async {
                        if let image = provider {
                            aspectRatioLocal = Double(image.size.width) / Double(image.size.height)
                        }
                    }
                }
                item.dragItem.itemProvider.loadObject(ofClass: URL.self) { provider, error in
                    self.mainQueue.async {
                        if let url = provider {
                            imageURLLocal = url
                        }
                        if let imageURLLocal, let aspectRatioLocal {
                            placeholderContext.commitInsertion(dataSourceUpdates: { insertionIndexPath in
                                self.imageGallery.images.insert(ImageModel(url: imageURLLocal, aspectRatio: aspectRatioLocal), at: insertionIndexPath.item)
                            })
                        } else {
                            placeholderContext.deletePlaceholder()
                        }
                    }
                }
            }
        }
    }
}
