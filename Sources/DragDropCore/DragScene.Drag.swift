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

        public init(finger: Int, place: Place, items: [String?], operation: DropOperation, withoutLiftPreview: Int = 0) {
            self.finger = finger
            self.place = place
            self.items = items
            self.operation = operation
            self.withoutLiftPreview = withoutLiftPreview
        }

        init(_ session: DragSession) {
            self.init(
                finger: session.finger, place: Place(session.location), items: session.items.map(\.itemProvider.suggestedName),
                operation: session.effectiveOperation, withoutLiftPreview: session.items.count { $0.liftPreview == nil })
        }
    }
}
