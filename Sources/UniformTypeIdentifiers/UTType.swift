import DragDropCore

/// `UTType`: a uniform type identifier and its place in the conformance tree the engine
/// knows (`public.png` conforms to `public.image`, which conforms to `public.data`), so
/// `import UniformTypeIdentifiers` and `UTType.image.identifier` compile and answer as on iOS.
public struct UTType: Hashable, Sendable, CustomStringConvertible {
    public let identifier: String

    /// `UTType(_:)`: any identifier; one the engine does not know conforms only to itself.
    public init?(_ identifier: String) {
        guard !identifier.isEmpty else { return nil }
        self.identifier = identifier
    }

    private init(known identifier: String) {
        self.identifier = identifier
    }

    public static let image = UTType(known: TypeIdentifier.image)
    public static let png = UTType(known: TypeIdentifier.png)
    public static let jpeg = UTType(known: TypeIdentifier.jpeg)
    public static let text = UTType(known: TypeIdentifier.text)
    public static let plainText = UTType(known: TypeIdentifier.plainText)
    public static let utf8PlainText = UTType(known: TypeIdentifier.utf8PlainText)
    public static let url = UTType(known: TypeIdentifier.url)
    public static let fileURL = UTType(known: TypeIdentifier.fileURL)
    public static let data = UTType(known: TypeIdentifier.data)

    /// `conforms(to:)`: the type is `type` or descends from it.
    public func conforms(to type: UTType) -> Bool {
        TypeIdentifier.conforms(identifier, to: type.identifier)
    }

    /// `isSubtype(of:)`: conforms to `type` and is not it.
    public func isSubtype(of type: UTType) -> Bool {
        self != type && conforms(to: type)
    }

    public var description: String { identifier }
}
