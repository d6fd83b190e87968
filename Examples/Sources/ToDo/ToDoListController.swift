import Foundation
import UIKitNames

/// The to-do list, written as for UIKit: a collection view whose entries reorder by drag and
/// drop and by the long-press reordering gesture (interactive movement, done entries kept below
/// open ones), take text dropped from other apps (through a placeholder while it loads), and a
/// "done" view that ticks off the entries dropped on it.
final class ToDoListController: CollectionViewMoveDataSource, UICollectionViewDelegate, UICollectionViewDragDelegate, UICollectionViewDropDelegate {
    let collectionView = UICollectionView(name: "list", width: 320, layout: UICollectionViewFlowLayout(itemSize: CGSize(width: 320, height: 44)))
    let doneView: DoneView
    private(set) var todos: [ToDo]
    /// Every progress value a loading row showed, in order: the whole drop's progress
    /// (`UIDropSession.progress`), read each time the row's cell is configured.
    private(set) var shownProgress: [Double] = []
    /// The progress indicator each drop on the list left to the system, read back from its
    /// session once the drop is performed.
    private(set) var indicatorStyles: [UIDropSessionProgressIndicatorStyle] = []

    init(todos: [ToDo]) {
        self.todos = todos
        doneView = DoneView()
        collectionView.dataSource = self
        collectionView.delegate = self
        collectionView.dragDelegate = self
        collectionView.dropDelegate = self
        doneView.onDrop = { [weak self] indexPaths in self?.markDone(indexPaths) }
    }

    private func markDone(_ indexPaths: [IndexPath]) {
        for indexPath in indexPaths where todos.indices.contains(indexPath.item) {
            todos[indexPath.item].done = true
        }
    }

    // MARK: - UICollectionViewDataSource

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        todos.count
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        UICollectionViewCell(reuseIdentifier: "ToDoCell")
    }

    func collectionView(_ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        todos.insert(todos.remove(at: sourceIndexPath.item), at: destinationIndexPath.item)
    }

    // MARK: - UICollectionViewDelegate

    /// iOS 15: an entry moved interactively stays among its kind, open entries above done ones.
    /// The model moves only when the movement ends, so the entry is still at its original index
    /// path, wherever the movement has taken it on screen.
    func collectionView(_ collectionView: UICollectionView, targetIndexPathForMoveOfItemFromOriginalIndexPath originalIndexPath: IndexPath, atCurrentIndexPath currentIndexPath: IndexPath, toProposedIndexPath proposedIndexPath: IndexPath) -> IndexPath {
        let openCount = todos.filter { !$0.done }.count
        let range = todos[originalIndexPath.item].done ? openCount...(todos.count - 1) : 0...(openCount - 1)
        return IndexPath(item: min(max(proposedIndexPath.item, range.lowerBound), range.upperBound), section: 0)
    }

    /// Before iOS 15, the same rule; iOS 15 asks the newer question instead where it is written.
    /// UIKit hands this one the entry's *current* index path, whatever the parameter's name: the
    /// entry the model has there is of the same kind, since a movement never leaves its kind,
    /// so the answer is the same.
    func collectionView(_ collectionView: UICollectionView, targetIndexPathForMoveFromItemAt originalIndexPath: IndexPath, toProposedIndexPath proposedIndexPath: IndexPath) -> IndexPath {
        self.collectionView(collectionView, targetIndexPathForMoveOfItemFromOriginalIndexPath: originalIndexPath, atCurrentIndexPath: originalIndexPath, toProposedIndexPath: proposedIndexPath)
    }

    // MARK: - UICollectionViewDragDelegate

    func collectionView(_ collectionView: UICollectionView, itemsForBeginning session: UIDragSession, at indexPath: IndexPath) -> [UIDragItem] {
        guard todos.indices.contains(indexPath.item) else { return [] }
        let item = UIDragItem(itemProvider: NSItemProvider(object: todos[indexPath.item].title))
        item.localObject = indexPath
        return [item]
    }

    // MARK: - UICollectionViewDropDelegate

    func collectionView(_ collectionView: UICollectionView, canHandle session: UIDropSession) -> Bool {
        session.canLoadObjects(ofClass: String.self)
    }

    /// Moves what the drag allows to move, the list's own entries; copies the rest, text from
    /// other apps, whose drags allow no move.
    func collectionView(_ collectionView: UICollectionView, dropSessionDidUpdate session: UIDropSession, withDestinationIndexPath destinationIndexPath: IndexPath?) -> UICollectionViewDropProposal {
        UICollectionViewDropProposal(operation: session.allowsMoveOperation ? .move : .copy, intent: .insertAtDestinationIndexPath)
    }

    func collectionView(_ collectionView: UICollectionView, performDropWith coordinator: UICollectionViewDropCoordinator) {
        var showsLoadingRows = false
        let destination = coordinator.destinationIndexPath ?? IndexPath(item: todos.count, section: 0)
        for item in coordinator.items {
            if let source = item.sourceIndexPath {
                guard todos.indices.contains(source.item) else { continue }
                let target = IndexPath(item: min(destination.item, todos.count - 1), section: 0)
                collectionView.performBatchUpdates({
                    self.todos.insert(self.todos.remove(at: source.item), at: target.item)
                    collectionView.moveItem(at: source, to: target)
                })
                coordinator.drop(item.dragItem, toItemAt: target)
            } else {
                showsLoadingRows = true
                var loading = UICollectionViewDropPlaceholder(insertionIndexPath: destination, reuseIdentifier: "LoadingCell")
                let progress = coordinator.session.progress
                loading.cellUpdateHandler = { [weak self] _ in self?.shownProgress.append(progress.fractionCompleted) }
                let placeholder = coordinator.drop(item.dragItem, to: loading)
                item.dragItem.itemProvider.loadObject(ofClass: String.self) { text, _ in
                    DispatchQueue.main.async {
                        guard let text else {
                            placeholder.deletePlaceholder()
                            return
                        }
                        placeholder.commitInsertion { indexPath in
                            self.todos.insert(ToDo(title: text), at: indexPath.item)
                        }
                    }
                }
            }
        }
        // The drop's progress shows in its loading rows, if any: no system indicator too.
        if showsLoadingRows {
            coordinator.session.progressIndicatorStyle = .none
        }
        indicatorStyles.append(coordinator.session.progressIndicatorStyle)
    }
}
