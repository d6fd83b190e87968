/// `UICollectionViewDropProposal`: an operation and where the drop would land.
public struct CollectionViewDropProposal: Equatable, Sendable, CustomStringConvertible {
    public var operation: DropOperation
    public var intent: Intent

    public enum Intent: Sendable, CaseIterable, CustomStringConvertible {
        case unspecified
        /// A gap opens at the destination.
        case insertAtDestinationIndexPath
        /// The cell at the destination is highlighted.
        case insertIntoDestinationIndexPath

        public var description: String {
            switch self {
            case .unspecified: "unspecified"
            case .insertAtDestinationIndexPath: "insertAtDestinationIndexPath"
            case .insertIntoDestinationIndexPath: "insertIntoDestinationIndexPath"
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

    public var description: String { "\(operation) \(intent)" }
}
