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
    /// What `performDrop` logs before it loads, as seed 003's `NSLog(@"%@",
    /// session.items.lastObject.localObject)` does: one trace line each.
    public var logs: [Logged]

    /// A value `performDrop` logs: the last item's `localObject`, or the local drag session's
    /// `localContext` (both the source app's own: nil, `(null)`, for a drag from another
    /// app), or the `Progress` `loadObjects` returns, as it is returned and as it completes.
    public enum Logged: String, CaseIterable, Equatable, Sendable {
        case localObject, localContext, progress
    }

    public init(accepts: [String], operation: DropOperation = .copy, loads: String? = nil, simultaneous: Bool = false, logs: [Logged] = []) {
        self.accepts = accepts
        self.operation = operation
        self.loads = loads
        self.simultaneous = simultaneous
        self.logs = logs
    }
}
