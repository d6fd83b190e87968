import Foundation

/// `UIImageView`: a view that shows an image. As in UIKit it takes no touches until the app
/// sets `isUserInteractionEnabled`, so a drop interaction added to it alone hears nothing —
/// the classic mistake, which a scenario shows.
open class ImageView: View {
    public var image: Image?

    /// `UIImageView(image:)`: sized to the image, named `imageView` until the app gives it an
    /// `accessibilityIdentifier`.
    public init(image: Image?) {
        self.image = image
        super.init(name: "imageView", size: CGSize(width: image?.width ?? 0, height: image?.height ?? 0))
        isUserInteractionEnabled = false
    }

    /// `UIImageView(frame:)`.
    public override convenience init(frame: CGRect) {
        self.init(image: nil)
        self.frame = frame
    }
}
