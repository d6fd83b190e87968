/// `UIDropOperation`. Only `copy` and `move` lead to `performDrop`.
public enum DropOperation: Int, Sendable, CustomStringConvertible {
    case cancel = 0
    case forbidden = 1
    case copy = 2
    case move = 3

    public var description: String {
        switch self {
        case .cancel: "cancel"
        case .forbidden: "forbidden"
        case .copy: "copy"
        case .move: "move"
        }
    }
}
