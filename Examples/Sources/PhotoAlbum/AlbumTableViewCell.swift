import UIKitNames

/// A row of the album table: the album's title and how many photos it holds.
final class AlbumTableViewCell: UITableViewCell {
    static let reuseIdentifier = "AlbumTableViewCell"

    /// Where a photo dropped into the row flies to: the album's thumbnail.
    var rectForAlbumThumbnail: CGRect? { CGRect(x: 8, y: 2, width: 40, height: 40) }

    func configure(with album: PhotoAlbum) {
        textLabel?.text = "\(album.title) (\(album.photos.count))"
    }
}
