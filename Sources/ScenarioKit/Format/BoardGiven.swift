/// The board's starting state.
public struct BoardGiven: Equatable, Sendable {
    /// Each section's cell texts; nil means the seed's 10 sections of 2 cells.
    public var sections: [[String]]?

    public init(sections: [[String]]? = nil) {
        self.sections = sections
    }
}
