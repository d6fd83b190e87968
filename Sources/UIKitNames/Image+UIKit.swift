import DragDropCore
import Foundation

extension Image {
    /// `UIImage.size`, in points.
    public var size: CGSize { CGSize(width: width, height: height) }
}
