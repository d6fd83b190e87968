/// A scenario's `given` for the board: the texts of each section's cells.
public struct BoardConfiguration: Equatable, Sendable {
    /// nil: the seed's 10 sections of 2 cells, "cell 1" … "cell 20".
    public var sections: [[String]]?
    /// The flow layout's `minimumLineSpacing` and `minimumInteritemSpacing`: the article's
    /// viewDidLoad sets 5; 0 by default, so that points in scenarios written before keep
    /// their cells.
    public var spacing: Double
    /// `headerReferenceSize`'s height, above each section's cards: the article's 40; 0 by
    /// default, as `spacing`.
    public var headerHeight: Double
    /// Seed 002's flow layout, or seed 004's waterfall.
    public var layout: BoardLayout
    /// In the waterfall, each card's height by its text; 256 (a square) for the others.
    public var heights: [String: Double]
    /// The article's `ViewController`, or its note's grid of one section.
    public var variant: BoardVariant

    public init(sections: [[String]]? = nil, spacing: Double = 0, headerHeight: Double = 0, layout: BoardLayout = .flow, heights: [String: Double] = [:], variant: BoardVariant = .tutorial) {
        self.sections = sections
        self.variant = variant
        self.spacing = spacing
        self.headerHeight = headerHeight
        self.layout = layout
        self.heights = heights
    }

    /// The seed's data: 10 sections of 2 cells, numbered on from "cell 1".
    public static let seedSections: [[String]] = (0..<10).map { section in
        (1...2).map { "cell \(section * 2 + $0)" }
    }

    /// The cells the variant starts with: `sections` if given, else the seed's data, with its
    /// `sections = 1` for the grid of one section.
    public var startingSections: [[String]] {
        sections ?? (variant == .singleSection ? Array(Self.seedSections.prefix(1)) : Self.seedSections)
    }
}
