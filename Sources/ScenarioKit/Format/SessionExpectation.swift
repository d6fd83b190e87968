import DragDropCore

/// The expected drag session of a finger.
public struct SessionExpectation: Equatable, Sendable {
    /// The finger whose session is checked; nil means the step's finger (1 in the final `expect`).
    public var finger: Int?
    public var state: State

    public init(finger: Int? = nil, state: State) {
        self.finger = finger
        self.state = state
    }

    public enum State: Equatable, Sendable {
        /// `session: none`: the finger holds no drag session.
        case none
        /// A session exists; each given property must match. `fullSizePreviews` is the source's
        /// `prefersFullSizePreviews`, which a collection view answers itself, with no trace line.
        case active(items: Int?, operation: DropOperation?, fullSizePreviews: Bool?)
    }
}
