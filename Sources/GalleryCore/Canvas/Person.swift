import UIKitNames

/// Seed 003's custom `Person`, read and written under its own type identifier.
public struct Person: NSItemProviderReading, NSItemProviderWriting, Equatable, Sendable {
    public static let typeIdentifier = "com.example.person"

    public var name: String
    public var age: Int

    public init(name: String, age: Int) {
        self.name = name
        self.age = age
    }

    public static var readableTypeIdentifiersForItemProvider: [String] { [typeIdentifier] }
    public static var writableTypeIdentifiersForItemProvider: [String] { [typeIdentifier] }

    /// Decodes `{fields: {name, age}}`; a missing field decodes as `NSCoder` would, to "" or 0.
    public static func object(withItemProviderData data: ItemValue, typeIdentifier: String) throws(ItemProviderError) -> Person {
        guard case .fields(let fields) = data else { throw .unexpectedValueClass }
        let name = fields.first { $0.name == "name" }?.value ?? ""
        let age = fields.first { $0.name == "age" }.flatMap { Int($0.value) } ?? 0
        return Person(name: name, age: age)
    }

    public func itemProviderData(forTypeIdentifier typeIdentifier: String) -> ItemValue? {
        .fields([ItemValue.Field(name: "name", value: name), ItemValue.Field(name: "age", value: String(age))])
    }
}
