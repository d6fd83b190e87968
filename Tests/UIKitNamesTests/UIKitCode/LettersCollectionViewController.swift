import UIKitNames

// A UICollectionViewController that turns UIKit's standard reordering gesture off and
// reorders its cells by a long press of its own, as article 004 shows and as apps write it
// when they want their own timing: `minimumPressDuration` set, the handler switching on the
// recognizer's state.

class LettersCollectionViewController: UICollectionViewController {
    var letters = ["A", "B", "C", "D", "E"]
    var longPressGesture: UILongPressGestureRecognizer!

    init() {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        super.init(collectionViewLayout: layout)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Letter")
        installsStandardGestureForInteractiveMovement = false
        longPressGesture = UILongPressGestureRecognizer(target: self, action: LettersCollectionViewController.handleLongGesture)
        longPressGesture.minimumPressDuration = 0.3
        collectionView.addGestureRecognizer(longPressGesture)
    }

    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        letters.count
    }

    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Letter", for: indexPath)
        cell.backgroundColor = .lightGray
        return cell
    }

    override func collectionView(_ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        let letter = letters.remove(at: sourceIndexPath.item)
        letters.insert(letter, at: destinationIndexPath.item)
    }

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
