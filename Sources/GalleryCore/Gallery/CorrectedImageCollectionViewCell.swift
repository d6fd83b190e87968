import UIKitNames

/// The corrected gallery's cell: a fetch that returns once the cell shows another URL (it
/// was reused while the fetch ran) changes nothing — neither the error image nor the
/// spinner, which keeps turning for the fetch the cell now waits for.
final class CorrectedImageCollectionViewCell: ImageCollectionViewCell {
    override func show(_ urlContents: UIImage?, fetchedFrom url: URL, cachingIn imageCache: ImageCache?, _ device: DragDropSystem?) {
        guard url == imageURL else { return }
        super.show(urlContents, fetchedFrom: url, cachingIn: imageCache, device)
    }
}
