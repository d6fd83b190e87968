import Foundation

extension DragScene {
    /// One session under its finger: the stack of items UIKit draws there, its count badge,
    /// and the badge of the operation the target under it proposes.
    public struct Drag: Equatable, Sendable {
        public var finger: Int
        public var place: Place
        /// Each item's suggested name, or nil for an item that has none.
        public var items: [String?]
        /// The operation a release here would perform: UIKit's badge shows `copy` as a plus
        /// and `forbidden` as a crossed circle, and nothing for `move` or `cancel`.
        public var operation: DropOperation
        /// How many of the items `previewForLifting` returned nil for: UIKit lifted them with
        /// no lift animation, so the reader should see they never rose as a preview.
        public var withoutLiftPreview: Int
        /// The first item's lift preview where `previewForLifting` made its own (another view,
        /// a visible path, a background): UIKit drags that, not the item's view.
        public var liftPreview: DragPreview?
        /// A drag interaction's `prefersFullSizePreviews`: the previews keep their view's size
        /// instead of the about 100×100 UIKit shrinks them to. (A collection or table view
        /// always answers true: its previews are its cells, drawn as such.)
        public var fullSize: Bool
        /// Over a collection view: the index path its proposal aims at, and the intent — a gap
        /// opens there for `insertAtDestinationIndexPath`, the cell is highlighted for
        /// `insertIntoDestinationIndexPath`.
        public var destination: IndexPath?
        public var intent: CollectionViewDropProposal.Intent?

        public init(
            finger: Int, place: Place, items: [String?], operation: DropOperation, withoutLiftPreview: Int = 0, liftPreview: DragPreview? = nil, fullSize: Bool = false,
            destination: IndexPath? = nil, intent: CollectionViewDropProposal.Intent? = nil
        ) {
            self.finger = finger
            self.place = place
            self.items = items
            self.operation = operation
            self.withoutLiftPreview = withoutLiftPreview
            self.liftPreview = liftPreview
            self.fullSize = fullSize
            self.destination = destination
            self.intent = intent
        }

        init(_ session: DragSession) {
            let custom = session.items.lazy.compactMap(\.liftPreview).first { $0.view != nil || $0.parameters != nil }
            self.init(
                finger: session.finger, place: Place(session.location), items: session.items.map(\.itemProvider.suggestedName),
                operation: session.effectiveOperation, withoutLiftPreview: session.items.count { $0.liftPreview == nil },
                liftPreview: custom, fullSize: session.prefersFullSizePreviews && session.origin is DragInteraction,
                destination: session.isInsideCurrentTarget ? session.lastProposal?.destination : nil,
                intent: session.isInsideCurrentTarget ? session.lastProposal?.intent : nil)
        }
    }
}
