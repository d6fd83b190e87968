extension DragScene {
    /// Items a release let go of: animating into the target under the finger on a drop, back
    /// to where they came from on a cancel, as their previews say.
    public struct Landing: Equatable, Sendable {
        public var place: Place
        public var items: Int
        /// `copy` or `move` for a drop, `cancel` for a cancel (a forbidden release included).
        public var operation: DropOperation
        /// Where the dropped items' previews fly, in the coordinates of the view under the
        /// finger, and how they shrink (the trash's `previewForDropping`); nil: to the finger.
        public var target: DragPreviewTarget?
        /// Whether the items fade out where they are: `previewForCancelling` returned nil.
        public var fadesOut: Bool
        /// Where the drag began: a cancel without a target flies back there.
        public var source: Place
        /// A cancel's target (`previewForCancelling` retargeted), in the coordinates of the
        /// view the drag began in: the items fly there instead of home.
        public var cancelTarget: DragPreviewTarget?

        public init(place: Place, items: Int, operation: DropOperation, target: DragPreviewTarget? = nil, fadesOut: Bool = false, source: Place = .nowhere, cancelTarget: DragPreviewTarget? = nil) {
            self.place = place
            self.items = items
            self.operation = operation
            self.target = target
            self.fadesOut = fadesOut
            self.source = source
            self.cancelTarget = cancelTarget
        }

        /// The first dropped item's preview target stands for all: they fly together.
        init(_ session: DragSession, operation: DropOperation) {
            var target: DragPreviewTarget?, cancelTarget: DragPreviewTarget?
            for item in session.items {
                if case .dropped(let preview)? = item.ending, let aim = preview?.target {
                    target = aim
                    break
                }
                if case .returned(let preview)? = item.ending, let aim = preview.target {
                    cancelTarget = aim
                    break
                }
            }
            let fadesOut = !session.items.isEmpty && session.items.allSatisfy { $0.ending == .fadedOut }
            self.init(
                place: Place(session.location), items: session.items.count, operation: operation, target: target, fadesOut: fadesOut,
                source: Place(session.startLocation), cancelTarget: cancelTarget)
        }
    }
}
