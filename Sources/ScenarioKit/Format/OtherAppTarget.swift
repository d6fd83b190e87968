import DragDropCore
import YAMLReader

/// Another app accepting drops: it loads every accepted representation of every dropped
/// item, and `expect.received` checks what arrived.
public struct OtherAppTarget: Equatable, Sendable {
    public var name: String
    public var accepts: [String]
    /// `.copy` (default) or `.forbidden`.
    public var operation: DropOperation
    public var location: SourceLocation

    public init(name: String, accepts: [String], operation: DropOperation = .copy, location: SourceLocation) {
        self.name = name
        self.accepts = accepts
        self.operation = operation
        self.location = location
    }
}
