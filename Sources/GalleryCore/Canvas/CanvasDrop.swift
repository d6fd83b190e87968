import DragDropCore

/// What a canvas view does as a drop target.
public struct CanvasDrop: Equatable, Sendable {
    /// It handles a session with an item conforming to one of these types.
    public var accepts: [String]
    /// Its proposal over every update.
    public var operation: DropOperation
    /// The type it loads on `performDrop`, showing the first object's text; nil loads nothing.
    public var loads: String?
    /// `allowsSimultaneousDropSessions`: false, as UIKit's default, takes one drag at a time.
    public var simultaneous: Bool

    public init(accepts: [String], operation: DropOperation = .copy, loads: String? = nil, simultaneous: Bool = false) {
        self.accepts = accepts
        self.operation = operation
        self.loads = loads
        self.simultaneous = simultaneous
    }
}
