import DragDropCore

extension Picture {
    /// A part of an app's picture that a pointer can be over, and what a scenario step calls
    /// it: the studio turns a press on the picture into a step's target through these, so the
    /// target comes from the app's own geometry and never from a guess of the page.
    public struct Region: Hashable, Sendable {
        public var x: Double
        public var y: Double
        public var width: Double
        public var height: Double
        public var target: Target

        public init(x: Double, y: Double, width: Double, height: Double, target: Target) {
            self.x = x
            self.y = y
            self.width = width
            self.height = height
            self.target = target
        }

        /// Whether the point lies inside, edges included.
        public func contains(x px: Double, y py: Double) -> Bool {
            px >= x && px <= x + width && py >= y && py <= y + height
        }
    }

    /// What a region is, in the words of a step's target (docs/FORMAT.md, Steps).
    public enum Target: Hashable, Sendable {
        /// A cell of the collection view, by the data source's index path.
        case cell(section: Int, item: Int)
        /// The collection view where no cell is.
        case empty
        /// A named view of the app.
        case view(String)
        /// A part of a row of the app's table view of that name (`{view: T, row: N, part: P}`;
        /// the middle is the row itself, `{view: T, row: N}`).
        case row(view: String, section: Int, row: Int, part: TableView.RowPart = .middle)
        /// A section's header or footer in the table of that name (`{view: T, header: S}`).
        case header(view: String, section: Int)
        case footer(view: String, section: Int)
        /// The table of that name below every section, where no row is (`{view: T, empty: true}`).
        case belowRows(view: String)
    }
}
