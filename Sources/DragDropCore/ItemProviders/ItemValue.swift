/// What a representation holds: the engine's stand-in for the bytes behind a type identifier.
public enum ItemValue: Equatable, Sendable {
    case text(String)
    case image(Image)
    /// A custom type's fields, in order (`{name: Ada, age: 36}`).
    case fields([Field])

    public struct Field: Equatable, Sendable {
        public var name: String
        public var value: String

        public init(name: String, value: String) {
            self.name = name
            self.value = value
        }
    }

    /// How `received` and the trace show the value: text as is, an image as its name or
    /// `WxH`, fields as `{name: Ada, age: 36}`.
    public var description: String {
        switch self {
        case .text(let text): text
        case .image(let image): image.description
        case .fields(let fields): "{" + fields.map { "\($0.name): \($0.value)" }.joined(separator: ", ") + "}"
        }
    }
}
