import UIKitNames

/// A cell showing one photo.
final class PhotoCollectionViewCell: UICollectionViewCell {
    static let reuseIdentifier = "PhotoCollectionViewCell"

    private(set) var photo: Photo?

    func configure(with photo: Photo) {
        self.photo = photo
    }
}
