import UIKitNames

/// A cell showing one photo.
final class PhotoCollectionViewCell: UICollectionViewCell {
    static let reuseIdentifier = "PhotoCollectionViewCell"

    private(set) var photo: Photo?

    /// Where the photo shows in the 100 by 100 cell: fitted, its aspect kept, centred.
    var clippingRectForPhoto: CGRect {
        guard let size = photo?.image.size, size.width > 0, size.height > 0 else { return CGRect(x: 0, y: 0, width: 100, height: 100) }
        let scale = min(100 / size.width, 100 / size.height)
        let width = size.width * scale
        let height = size.height * scale
        return CGRect(x: (100 - width) / 2, y: (100 - height) / 2, width: width, height: height)
    }

    func configure(with photo: Photo) {
        self.photo = photo
    }
}
