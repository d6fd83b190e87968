import DragDropCore

/// The error a run must stop with.
public struct ErrorExpectation: Equatable, Sendable {
    public var kind: EngineError.Kind
    /// A pattern for the message (`*` matches any run of characters); nil checks the kind only.
    public var message: String?

    public init(kind: EngineError.Kind, message: String? = nil) {
        self.kind = kind
        self.message = message
    }
}
