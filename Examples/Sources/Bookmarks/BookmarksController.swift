import Foundation
import UIKitNames

/// A bookmarks bar written as many simple apps write one: a collection view that takes URLs
/// dropped from other apps with only `canHandle` and `performDropWith` — no
/// `dropSessionDidUpdate`, so UIKit proposes for it — and reorders by the long-press gesture
/// with the pre-iOS 15 target question, keeping the pinned first bookmark first.
final class BookmarksController: CollectionViewMoveDataSource, UICollectionViewDelegate, UICollectionViewDropDelegate {
    let collectionView = UICollectionView(name: "bookmarks", width: 320, layout: UICollectionViewFlowLayout(itemSize: CGSize(width: 320, height: 44)))
    private(set) var bookmarks: [URL]

    init(bookmarks: [URL]) {
        self.bookmarks = bookmarks
        collectionView.dataSource = self
        collectionView.delegate = self
        collectionView.dropDelegate = self
    }

    // MARK: - UICollectionViewDataSource

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        bookmarks.count
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        UICollectionViewCell(reuseIdentifier: "BookmarkCell")
    }

    func collectionView(_ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        bookmarks.insert(bookmarks.remove(at: sourceIndexPath.item), at: destinationIndexPath.item)
    }

    // MARK: - UICollectionViewDelegate

    /// The pinned bookmark stays first: it does not move, and nothing moves in front of it.
    /// UIKit hands this deprecated question the item's *current* index path, whatever the
    /// parameter's name; the rule holds either way, since the pinned bookmark never leaves 0.
    func collectionView(_ collectionView: UICollectionView, targetIndexPathForMoveFromItemAt originalIndexPath: IndexPath, toProposedIndexPath proposedIndexPath: IndexPath) -> IndexPath {
        if originalIndexPath.item == 0 { return originalIndexPath }
        return IndexPath(item: max(proposedIndexPath.item, 1), section: 0)
    }

    // MARK: - UICollectionViewDropDelegate

    func collectionView(_ collectionView: UICollectionView, canHandle session: UIDropSession) -> Bool {
        session.canLoadObjects(ofClass: URL.self)
    }

    /// Each URL is added where it was dropped, or at the end, but never before the pinned one,
    /// once it has loaded.
    func collectionView(_ collectionView: UICollectionView, performDropWith coordinator: UICollectionViewDropCoordinator) {
        let destination = coordinator.destinationIndexPath
        for item in coordinator.items {
            item.dragItem.itemProvider.loadObject(ofClass: URL.self) { url, _ in
                DispatchQueue.main.async {
                    guard let url else { return }
                    let index = min(max(destination?.item ?? self.bookmarks.count, 1), self.bookmarks.count)
                    self.bookmarks.insert(url, at: index)
                    collectionView.insertItems(at: [IndexPath(item: index, section: 0)])
                }
            }
        }
    }
}
