import UIKitNames

// A UICollectionViewController in sections of colour swatches, as a home screen or a palette
// editor writes one: registered cells, a flow-layout delegate, drag and drop between sections.

class SwatchCell: UICollectionViewCell {
    let nameLabel = UILabel()

    func configure(with color: UIColor, name: String) {
        contentView.backgroundColor = color
        nameLabel.text = name
    }
}

class PaletteCollectionViewController: UICollectionViewController {
    struct Swatch {
        var name: String
        var color: UIColor
    }

    var sections: [[Swatch]] = [
        [Swatch(name: "red", color: .red), Swatch(name: "green", color: .green), Swatch(name: "blue", color: .blue)],
        [Swatch(name: "sand", color: UIColor(red: 0.9, green: 0.8, blue: 0.6, alpha: 1.0))],
    ]

    init() {
        let layout = UICollectionViewFlowLayout()
        super.init(collectionViewLayout: layout)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.register(SwatchCell.self, forCellWithReuseIdentifier: "Swatch")
        collectionView.dragDelegate = self
        collectionView.dropDelegate = self
        installsStandardGestureForInteractiveMovement = false
    }

    override func numberOfSections(in collectionView: UICollectionView) -> Int {
        sections.count
    }

    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        sections[section].count
    }

    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Swatch", for: indexPath) as! SwatchCell
        let swatch = sections[indexPath.section][indexPath.item]
        cell.configure(with: swatch.color, name: swatch.name)
        return cell
    }
}

extension PaletteCollectionViewController: UICollectionViewDelegateFlowLayout {
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath) -> CGSize {
        indexPath.section == 0 ? CGSize(width: 80, height: 80) : CGSize(width: 160, height: 80)
    }
}

extension PaletteCollectionViewController: UICollectionViewDragDelegate {
    func collectionView(_ collectionView: UICollectionView, itemsForBeginning session: UIDragSession, at indexPath: IndexPath) -> [UIDragItem] {
        let swatch = sections[indexPath.section][indexPath.item]
        let itemProvider = NSItemProvider(object: swatch.color)
        let dragItem = UIDragItem(itemProvider: itemProvider)
        dragItem.localObject = indexPath
        return [dragItem]
    }
}

extension PaletteCollectionViewController: UICollectionViewDropDelegate {
    func collectionView(_ collectionView: UICollectionView, canHandle session: UIDropSession) -> Bool {
        session.canLoadObjects(ofClass: UIColor.self)
    }

    func collectionView(_ collectionView: UICollectionView, dropSessionDidUpdate session: UIDropSession, withDestinationIndexPath destinationIndexPath: IndexPath?) -> UICollectionViewDropProposal {
        if collectionView.hasActiveDrag {
            return UICollectionViewDropProposal(operation: .move, intent: .insertAtDestinationIndexPath)
        }
        return UICollectionViewDropProposal(operation: .copy, intent: .insertAtDestinationIndexPath)
    }

    func collectionView(_ collectionView: UICollectionView, performDropWith coordinator: UICollectionViewDropCoordinator) {
        guard let destinationIndexPath = coordinator.destinationIndexPath else { return }
        for item in coordinator.items {
            if let sourceIndexPath = item.sourceIndexPath {
                collectionView.performBatchUpdates {
                    let swatch = sections[sourceIndexPath.section].remove(at: sourceIndexPath.item)
                    sections[destinationIndexPath.section].insert(swatch, at: destinationIndexPath.item)
                    collectionView.deleteItems(at: [sourceIndexPath])
                    collectionView.insertItems(at: [destinationIndexPath])
                }
                coordinator.drop(item.dragItem, toItemAt: destinationIndexPath)
            } else {
                item.dragItem.itemProvider.loadObject(ofClass: UIColor.self) { object, _ in
                    guard let color = object as? UIColor else { return }
                    DispatchQueue.main.async {
                        self.sections[destinationIndexPath.section].insert(Swatch(name: color.description, color: color), at: destinationIndexPath.item)
                        collectionView.insertItems(at: [destinationIndexPath])
                    }
                }
            }
        }
    }
}
