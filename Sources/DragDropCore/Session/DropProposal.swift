/// `UIDropProposal`: what a drop target would do with the session now.
public struct DropProposal: Equatable, Sendable {
    public var operation: DropOperation

    public init(operation: DropOperation) {
        self.operation = operation
    }
}
