/// A scenario's `given` for the board: the texts of each section's cells.
public struct BoardConfiguration: Equatable, Sendable {
    /// nil: the seed's 10 sections of 2 cells, "cell 1" … "cell 20".
    public var sections: [[String]]?

    public init(sections: [[String]]? = nil) {
        self.sections = sections
    }

    /// The seed's data: 10 sections of 2 cells, numbered on from "cell 1".
    public static let seedSections: [[String]] = (0..<10).map { section in
        (1...2).map { "cell \(section * 2 + $0)" }
    }
}
