/// Which of seed 002's grids the board runs: the article's `ViewController`, or the grid of
/// its 注意事项 that has only one section.
public enum BoardVariant: String, Sendable, CaseIterable {
    /// The article's `ViewController`: a slot opened at the end of every section while a drag
    /// is on, and no drop where there is no destination index path.
    case tutorial
    /// The note's grid of one section (「如果格子视图,只有一个区间 section」): no slots, and its
    /// own drag dropped where there is no destination index path reaches `performDrop`, whose
    /// fallback picks the place after the last cell (`SingleSectionBoardViewController`).
    case singleSection = "single-section"
}
