/// One column of the board: a title and its cards' texts. A class, as in the app: a drag
/// carries the board itself in its `localContext`, and the drop changes that very board.
public final class Board {
    public let title: String
    public var items: [String]

    public init(title: String, items: [String]) {
        self.title = title
        self.items = items
    }

    /// The name its table has in scenarios and the trace: `In Progress` is `in-progress`.
    public var tableName: String {
        title.lowercased().split(separator: " ").joined(separator: "-")
    }
}
