/// `UITableViewDropProposal`: an operation and where in the table the drop would land.
public struct TableViewDropProposal: Equatable, Sendable, CustomStringConvertible {
    public var operation: DropOperation
    public var intent: Intent

    public enum Intent: Sendable, CaseIterable, CustomStringConvertible {
        case unspecified
        /// A gap opens at the destination.
        case insertAtDestinationIndexPath
        /// The row at the destination is highlighted.
        case insertIntoDestinationIndexPath
        /// The table picks one of the two by where the finger is in the row (`TableView
        /// +DropTarget`, `adjustedTarget`).
        case automatic

        public var description: String {
            switch self {
            case .unspecified: "unspecified"
            case .insertAtDestinationIndexPath: "insertAtDestinationIndexPath"
            case .insertIntoDestinationIndexPath: "insertIntoDestinationIndexPath"
            case .automatic: "automatic"
            }
        }
    }

    public init(operation: DropOperation, intent: Intent = .unspecified) {
        self.operation = operation
        self.intent = intent
    }

    public init(dropOperation: DropOperation, intent: Intent = .unspecified) {
        self.init(operation: dropOperation, intent: intent)
    }

    /// `move insertAtDestinationIndexPath`, as the trace shows a collection view's proposal.
    public var description: String {
        TraceWriter.join(operation.description, " ", intent.description)
    }
}
