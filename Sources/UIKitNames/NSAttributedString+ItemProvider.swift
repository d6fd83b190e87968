import DragDropCore
import Foundation

extension TypeIdentifier {
    /// UIKit's own type for an `NSAttributedString` in an item provider, the first an
    /// `NSItemProvider(object: NSAttributedString(…))` registers.
    public static let attributedString = "com.apple.uikit.attributedstring"
    /// Flat RTFD, the rich text with attachments an attributed string is also offered as.
    public static let flatRTFD = "com.apple.flat-rtfd"
}

/// `NSAttributedString` adopts `NSItemProviderReading` and `NSItemProviderWriting` in UIKit
/// (Foundation's class, UIKit's conformance), so apps hand it over with no protocol of their
/// own, as seed 001 says of its built-in classes. It offers what an attributed string from
/// another app is seen offering: UIKit's own type, flat RTFD and UTF-8 plain text, in that
/// order, and reads the same. **Decision:** the engine's values hold text, not RTFD bytes or
/// attributes, so every representation carries the string's characters, and one read back
/// has no attributes.
extension NSAttributedString: ItemProviderReading, ItemProviderWriting, ItemProviderReadingClass {
    public static var readableTypeIdentifiersForItemProvider: [String] {
        [TypeIdentifier.attributedString, TypeIdentifier.flatRTFD, TypeIdentifier.utf8PlainText]
    }
    public static var writableTypeIdentifiersForItemProvider: [String] { readableTypeIdentifiersForItemProvider }

    public static func object(withItemProviderData data: ItemValue, typeIdentifier: String) throws(ItemProviderError) -> Self {
        guard case .text(let text) = data else { throw .unexpectedValueClass }
        // `NSAttributedString` itself is what apps ask for; a subclass cannot be made from text here.
        guard let object = NSAttributedString(string: text) as? Self else { throw .unexpectedValueClass }
        return object
    }

    public func itemProviderData(forTypeIdentifier typeIdentifier: String) -> ItemValue? {
        .text(string)
    }
}
