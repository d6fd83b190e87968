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

    /// `move insertAtDestinationIndexPath`: the operation and the intent. Spelt out whole, so
    /// that the trace's answer to every `dropSessionDidUpdate` is a constant, not a string
    /// made by interpolation each time.
    public var description: String {
        switch intent {
        case .unspecified:
            switch operation {
            case .cancel: "cancel unspecified"
            case .forbidden: "forbidden unspecified"
            case .copy: "copy unspecified"
            case .move: "move unspecified"
            }
        case .insertAtDestinationIndexPath:
            switch operation {
            case .cancel: "cancel insertAtDestinationIndexPath"
            case .forbidden: "forbidden insertAtDestinationIndexPath"
            case .copy: "copy insertAtDestinationIndexPath"
            case .move: "move insertAtDestinationIndexPath"
            }
        case .insertIntoDestinationIndexPath:
            switch operation {
            case .cancel: "cancel insertIntoDestinationIndexPath"
            case .forbidden: "forbidden insertIntoDestinationIndexPath"
            case .copy: "copy insertIntoDestinationIndexPath"
            case .move: "move insertIntoDestinationIndexPath"
            }
        }
    }
}
