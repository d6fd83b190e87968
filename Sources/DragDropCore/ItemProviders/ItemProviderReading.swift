import Foundation

/// `NSItemProviderReading`: a class an item provider can load, by the types it reads.
public protocol ItemProviderReading {
    /// Readable types, highest fidelity first.
    static var readableTypeIdentifiersForItemProvider: [String] { get }
    /// Decodes a representation; throws `ItemProviderError.unexpectedValueClass` when it cannot.
    static func object(withItemProviderData data: ItemValue, typeIdentifier: String) throws(ItemProviderError) -> Self
}

/// A type standing for an Objective-C class that adopts `NSItemProviderReading` (`NSString`,
/// `UIImage`, `UIColor`): UIKit's `loadObjects(ofClass:)` of one completes with
/// `[NSItemProviderReading]`, which app code casts (`items as! [String]`,
/// `items as! [UIImage]`). A bridged value type (`String`, `URL`) loads typed, as UIKit's
/// overload for bridged types does.
public protocol ItemProviderReadingClass: ItemProviderReading {}

extension NSString: ItemProviderReadingClass {}
extension Image: ItemProviderReadingClass {}
extension Color: ItemProviderReadingClass {}

/// `NSItemProviderWriting`: a value an item provider can offer, under the types it writes.
public protocol ItemProviderWriting {
    /// Writable types, highest fidelity first.
    static var writableTypeIdentifiersForItemProvider: [String] { get }
    /// The representation for one of the writable types.
    func itemProviderData(forTypeIdentifier typeIdentifier: String) -> ItemValue?
}

extension Image: ItemProviderReading, ItemProviderWriting {
    public static var readableTypeIdentifiersForItemProvider: [String] { [TypeIdentifier.image] }
    public static var writableTypeIdentifiersForItemProvider: [String] { [TypeIdentifier.image] }

    public static func object(withItemProviderData data: ItemValue, typeIdentifier: String) throws(ItemProviderError) -> Image {
        guard case .image(let image) = data else { throw .unexpectedValueClass }
        return image
    }

    public func itemProviderData(forTypeIdentifier typeIdentifier: String) -> ItemValue? {
        .image(self)
    }
}

extension String: ItemProviderReading, ItemProviderWriting {
    public static var readableTypeIdentifiersForItemProvider: [String] {
        [TypeIdentifier.plainText, TypeIdentifier.text, TypeIdentifier.url]
    }
    public static var writableTypeIdentifiersForItemProvider: [String] { [TypeIdentifier.plainText] }

    public static func object(withItemProviderData data: ItemValue, typeIdentifier: String) throws(ItemProviderError) -> String {
        guard case .text(let text) = data else { throw .unexpectedValueClass }
        return text
    }

    public func itemProviderData(forTypeIdentifier typeIdentifier: String) -> ItemValue? {
        .text(self)
    }
}

extension URL: ItemProviderReading, ItemProviderWriting {
    public static var readableTypeIdentifiersForItemProvider: [String] { [TypeIdentifier.url] }
    public static var writableTypeIdentifiersForItemProvider: [String] { [TypeIdentifier.url] }

    public static func object(withItemProviderData data: ItemValue, typeIdentifier: String) throws(ItemProviderError) -> URL {
        guard case .text(let text) = data, let url = URL(string: text) else { throw .unexpectedValueClass }
        return url
    }

    public func itemProviderData(forTypeIdentifier typeIdentifier: String) -> ItemValue? {
        .text(absoluteString)
    }
}

/// `NSString`, which apps load and write as UIKit's samples do
/// (`session.loadObjects(ofClass: NSString.self)`), as the plain text a `String` is.
extension NSString: ItemProviderReading, ItemProviderWriting {
    public static var readableTypeIdentifiersForItemProvider: [String] { String.readableTypeIdentifiersForItemProvider }
    public static var writableTypeIdentifiersForItemProvider: [String] { String.writableTypeIdentifiersForItemProvider }

    public static func object(withItemProviderData data: ItemValue, typeIdentifier: String) throws(ItemProviderError) -> Self {
        let text = try String.object(withItemProviderData: data, typeIdentifier: typeIdentifier)
        // `NSString` itself is what apps ask for; a subclass of it cannot be made from text here.
        guard let object = NSString(string: text) as? Self else { throw .unexpectedValueClass }
        return object
    }

    public func itemProviderData(forTypeIdentifier typeIdentifier: String) -> ItemValue? {
        .text(String(describing: self))
    }
}
