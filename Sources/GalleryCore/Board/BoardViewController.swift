import UIKitNames

/// Seed 002's `ViewController`: a sectioned board whose cells are dragged between sections,
/// with an open slot at the end of every section while a drag is on.
///
/// Where the seed's Swift arrays would trap on an index out of range, the model is left
/// alone and the collection view still hears of the update, so it rejects it and the run stops
/// with an error instead of a crash.
class BoardViewController {
    static let cellIdentifier = "cellIdentifier"

    let collectionView: UICollectionView
    private(set) var data: [[BoardCell]]
    private var longPressGesture: UILongPressGestureRecognizer!

    /// Each card's height in the waterfall layout, by its text.
    private let heights: [String: Double]

    /// The article's flow layout (seed 002): three square cards a row, `spacing` apart and
    /// between rows, a `headerHeight` header above each section; or seed 004's waterfall.
    init(sections: [[String]], spacing: Double = 0, headerHeight: Double = 0, layout: BoardLayout = .flow, heights: [String: Double] = [:], trace: Trace) {
        data = sections.map { $0.map { BoardCell.simple(text: $0) } }
        self.heights = heights
        let width = 768.0
        switch layout {
        case .flow:
            let numberOfElementsInRow = 3.0
            let collectionViewFlowLayout = UICollectionViewFlowLayout()
            collectionViewFlowLayout.minimumLineSpacing = spacing
            collectionViewFlowLayout.minimumInteritemSpacing = spacing
            let allWidthBetweenCells = collectionViewFlowLayout.minimumInteritemSpacing * (numberOfElementsInRow - 1)
            let itemWidth = (width - allWidthBetweenCells) / numberOfElementsInRow
            collectionViewFlowLayout.itemSize = CGSize(width: itemWidth, height: itemWidth)
            collectionViewFlowLayout.headerReferenceSize = CGSize(width: 0, height: headerHeight)
            collectionView = UICollectionView(name: "collection", width: width, collectionViewLayout: collectionViewFlowLayout)
        case .waterfall, .waterfallKeepingSizes:
            // Seed 004: the same board in the article's waterfall layout.
            let waterfall = layout == .waterfall ? WaterfallLayout() : SizeKeepingWaterfallLayout(trace: trace)
            collectionView = UICollectionView(name: "collection", width: width, collectionViewLayout: waterfall)
            waterfall.delegate = self
        }
        collectionView.register(BoardCollectionViewCell.self, forCellWithReuseIdentifier: Self.cellIdentifier)
        collectionView.dragInteractionEnabled = true
        collectionView.dataSource = self
        collectionView.delegate = self
        collectionView.dragDelegate = self
        collectionView.dropDelegate = self
        // Seed 004's `viewDidLoad`: a plain view controller reorders its cells by a long
        // press of its own.
        longPressGesture = UILongPressGestureRecognizer(target: self, action: BoardViewController.handleLongGesture)
        collectionView.addGestureRecognizer(longPressGesture)
    }

    // MARK: - What the one-section grid overrides

    // In the class's body, not in its extensions below, so that
    // `SingleSectionBoardViewController` can override them: Swift overrides no declaration
    // made in an extension.

    /// Opens a slot at the end of every section.
    func collectionView(_ collectionView: UICollectionView, dragSessionWillBegin session: UIDragSession) {
        var itemsToInsert: [IndexPath] = []
        for section in data.indices {
            itemsToInsert.append(IndexPath(item: data[section].count, section: section))
            data[section].append(.availableToDrop)
        }
        collectionView.insertItems(at: itemsToInsert)
    }

    /// Removes every slot: the index paths are found first, then removed in that (ascending)
    /// order, as the seed does — so a second slot in one section is missed.
    func collectionView(_ collectionView: UICollectionView, dragSessionDidEnd session: UIDragSession) {
        var removeItems: [IndexPath] = []
        for section in data.indices {
            for item in data[section].indices where data[section][item] == .availableToDrop {
                removeItems.append(IndexPath(item: item, section: section))
            }
        }
        for indexPath in removeItems { remove(at: indexPath) }
        collectionView.deleteItems(at: removeItems)
    }

    /// A move while this board drags: opening a gap over a card, into a slot over a slot;
    /// forbidden otherwise. A destination past a section's last cell (where the seed would
    /// trap) counts as none.
    func collectionView(_ collectionView: UICollectionView, dropSessionDidUpdate session: UIDropSession, withDestinationIndexPath destinationIndexPath: IndexPath?) -> UICollectionViewDropProposal {
        if collectionView.hasActiveDrag, let destinationIndexPath, let cell = cell(at: destinationIndexPath) {
            switch cell {
            case .simple:
                return UICollectionViewDropProposal(operation: .move, intent: .insertAtDestinationIndexPath)
            case .availableToDrop:
                return UICollectionViewDropProposal(operation: .move, intent: .insertIntoDestinationIndexPath)
            }
        }
        return UICollectionViewDropProposal(operation: .forbidden)
    }

    /// `data[indexPath]`, or nil where the seed would trap.
    private func cell(at indexPath: IndexPath) -> BoardCell? {
        guard data.indices.contains(indexPath.section), data[indexPath.section].indices.contains(indexPath.item) else { return nil }
        return data[indexPath.section][indexPath.item]
    }

    /// `data[section].insert(cell, at: item)`, unless that would trap.
    private func insert(_ cell: BoardCell, at indexPath: IndexPath) {
        guard data.indices.contains(indexPath.section), (0...data[indexPath.section].count).contains(indexPath.item) else { return }
        data[indexPath.section].insert(cell, at: indexPath.item)
    }

    /// `data[section].remove(at: item)`, unless that would trap.
    @discardableResult
    private func remove(at indexPath: IndexPath) -> BoardCell? {
        guard cell(at: indexPath) != nil else { return nil }
        return data[indexPath.section].remove(at: indexPath.item)
    }

    private func dragItems(at indexPath: IndexPath) -> [UIDragItem] {
        let itemProvider = NSItemProvider(object: "[\(indexPath.section), \(indexPath.item)]")
        let dragItem = UIDragItem(itemProvider: itemProvider)
        dragItem.localObject = cell(at: indexPath)
        return [dragItem]
    }
}

// MARK: - Seed 004's long press

extension BoardViewController {
    /// Began: the cell under the finger begins moving (over no cell, nothing does); Changed:
    /// the moving cell follows the finger; Ended: it is moved where it is; any other state
    /// cancels the movement.
    func handleLongGesture(_ gesture: UILongPressGestureRecognizer) {
        switch gesture.state {
        case .began:
            guard let selectedIndexPath = collectionView.indexPathForItem(at: gesture.location(in: collectionView)) else {
                break
            }
            collectionView.beginInteractiveMovementForItem(at: selectedIndexPath)
        case .changed:
            collectionView.updateInteractiveMovementTargetPosition(gesture.location(in: gesture.view!))
        case .ended:
            collectionView.endInteractiveMovement()
        default:
            collectionView.cancelInteractiveMovement()
        }
    }
}

// MARK: - Data source

/// `moveItemAt` makes the board reorderable by interactive movement (seed 004); every cell can move.
extension BoardViewController: CollectionViewMoveDataSource {
    func numberOfSections(in collectionView: UICollectionView) -> Int { data.count }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        data.indices.contains(section) ? data[section].count : 0
    }

    /// A card grey with its text, an open slot translucent green.
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: Self.cellIdentifier, for: indexPath)
        switch self.cell(at: indexPath) {
        case .simple(let text)?:
            (cell as? BoardCollectionViewCell)?.label?.text = text
            cell.backgroundColor = .gray
        case .availableToDrop?:
            cell.backgroundColor = UIColor.green.withAlphaComponent(0.3)
        case nil:
            break
        }
        return cell
    }

    func collectionView(_ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        guard let moved = remove(at: sourceIndexPath) else { return }
        insert(moved, at: destinationIndexPath)
    }
}

extension BoardViewController: UICollectionViewDelegate {}

// MARK: - Waterfall layout

/// The waterfall's heights come from the model, by index path; its `moveItemAt` is the data
/// source's, as in the article.
extension BoardViewController: WaterfallLayoutDelegate {
    func collectionView(_ collectionView: UICollectionView, heightForItemAt indexPath: IndexPath) -> CGFloat {
        guard case .simple(let text)? = cell(at: indexPath) else { return 256 }
        return heights[text] ?? 256
    }
}

// MARK: - Drag

extension BoardViewController: UICollectionViewDragDelegate {
    func collectionView(_ collectionView: UICollectionView, itemsForBeginning session: UIDragSession, at indexPath: IndexPath) -> [UIDragItem] {
        dragItems(at: indexPath)
    }

    func collectionView(_ collectionView: UICollectionView, itemsForAddingTo session: UIDragSession, at indexPath: IndexPath, point: CGPoint) -> [UIDragItem] {
        dragItems(at: indexPath)
    }
}

// MARK: - Drop

extension BoardViewController: UICollectionViewDropDelegate {
    func collectionView(_ collectionView: UICollectionView, canHandle session: UIDropSession) -> Bool { true }

    func collectionView(_ collectionView: UICollectionView, performDropWith coordinator: UICollectionViewDropCoordinator) {
        let destinationIndexPath: IndexPath
        if let indexPath = coordinator.destinationIndexPath {
            destinationIndexPath = indexPath
        } else {
            let section = collectionView.numberOfSections - 1
            destinationIndexPath = IndexPath(item: collectionView.numberOfItems(inSection: section), section: section)
        }
        switch coordinator.proposal.operation {
        case .move: reorderItems(coordinator: coordinator, destinationIndexPath: destinationIndexPath)
        case .copy: copyItems(coordinator: coordinator, destinationIndexPath: destinationIndexPath)
        default: return
        }
    }

    /// Exactly one item dragged from this board: removed at its source, inserted at the
    /// destination, in one batch. Anything else moves nothing.
    private func reorderItems(coordinator: UICollectionViewDropCoordinator, destinationIndexPath: IndexPath) {
        let items = coordinator.items
        guard items.count == 1, let item = items.first, let sourceIndexPath = item.sourceIndexPath,
              let localObject = item.dragItem.localObject as? BoardCell else { return }
        collectionView.performBatchUpdates({ [self] in
            remove(at: sourceIndexPath)
            insert(localObject, at: destinationIndexPath)
            collectionView.deleteItems(at: [sourceIndexPath])
            collectionView.insertItems(at: [destinationIndexPath])
        })
    }

    /// Every item carrying a board cell is inserted at the destination plus its place among
    /// all the dropped items.
    private func copyItems(coordinator: UICollectionViewDropCoordinator, destinationIndexPath: IndexPath) {
        collectionView.performBatchUpdates({ [self] in
            var indexPaths: [IndexPath] = []
            for (index, item) in coordinator.items.enumerated() {
                if let localObject = item.dragItem.localObject as? BoardCell {
                    let indexPath = IndexPath(item: destinationIndexPath.item + index, section: destinationIndexPath.section)
                    insert(localObject, at: indexPath)
                    indexPaths.append(indexPath)
                }
            }
            collectionView.insertItems(at: indexPaths)
        })
    }
}
