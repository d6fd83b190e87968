import UIKitNames

/// Seed 002's `CollectionViewCell`: a card's cell, its text in a label; white until the data
/// source colours it (grey for a card, translucent green for an open slot).
final class BoardCollectionViewCell: UICollectionViewCell {
    private(set) var label: UILabel?

    override init(frame: CGRect) {
        super.init(frame: frame)
        label = UILabel()
        backgroundColor = .white
    }

    required init?(coder aDecoder: NSCoder) {
        super.init(coder: aDecoder)
    }
}
