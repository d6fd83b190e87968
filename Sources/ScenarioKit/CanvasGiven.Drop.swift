import DragDropCore

extension CanvasGiven {
    /// A canvas view's drop interaction: what it accepts, the operation it proposes, and the
    /// type it loads on `performDrop` to show as its text.
    public struct Drop: Equatable, Sendable {
        public var accepts: [String]
        public var operation: DropOperation
        public var loads: String?

        public init(accepts: [String], operation: DropOperation = .copy, loads: String? = nil) {
            self.accepts = accepts
            self.operation = operation
            self.loads = loads
        }
    }
}
