extension DragScene {
    /// Items a release let go of: animating into the target under the finger on a drop, back
    /// to where they came from on a cancel.
    public struct Landing: Equatable, Sendable {
        public var place: Place
        public var items: Int
        /// `copy` or `move` for a drop, `cancel` for a cancel (a forbidden release included).
        public var operation: DropOperation

        public init(place: Place, items: Int, operation: DropOperation) {
            self.place = place
            self.items = items
            self.operation = operation
        }
    }
}
