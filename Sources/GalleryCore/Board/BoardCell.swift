/// One cell of the board (seed 002's `CellModel`): a card with text, or the open slot the
/// board shows at the end of every section while a drag is on.
public enum BoardCell: Equatable, Sendable {
    case simple(text: String)
    case availableToDrop

    /// How expectations spell it: the text, or `+` for a slot.
    public var text: String {
        switch self {
        case .simple(let text): text
        case .availableToDrop: "+"
        }
    }
}
