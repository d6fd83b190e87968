import DragDropCore
import YAMLReader

extension DropOperation {
    /// The operations' words in a scenario file.
    package enum Word: String, CaseIterable {
        case cancel, forbidden, copy, move

        package var operation: DropOperation {
            switch self {
            case .cancel: .cancel
            case .forbidden: .forbidden
            case .copy: .copy
            case .move: .move
            }
        }
    }

    /// One of `allowed`, with a suggestion when the word is another.
    package static func decode(_ node: Node, allowed: [Word], _ decoder: inout NodeDecoder) -> DropOperation? {
        decoder.word(node, Word.self, noun: "operation", allowed: allowed)?.operation
    }
}
