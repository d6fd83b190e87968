extension TableView {
    /// Which part of a row a finger is on, for the rules that split a row: halves for a gap
    /// (`insertAtDestinationIndexPath`), fifths for `automatic` and for the end of a section
    /// (docs/LIFECYCLE.md §8).
    public enum RowPart: String, Sendable, CaseIterable {
        /// A tenth of the way down: the top fifth, the upper half.
        case top
        /// The row's middle, which counts as its upper half (`TableView.gapTarget`).
        case middle
        /// Nine tenths of the way down: the bottom fifth, the lower half.
        case bottom

        /// How far down the row the finger is, from 0 at its top to 1 at its bottom.
        var fraction: Double {
            switch self {
            case .top: 0.1
            case .middle: 0.5
            case .bottom: 0.9
            }
        }
    }
}
