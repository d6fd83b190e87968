/// How the board lays its cards out: seed 002's flow layout, or seed 004's waterfall layout,
/// without and with the article's override that keeps the moving cell's size.
public enum BoardLayout: String, Sendable, CaseIterable {
    /// Three square cards a row (seed 002).
    case flow
    /// Seed 004's waterfall: three columns, each card as tall as its height, placed in the
    /// shortest column. Its interactive movement is UIKit's own, so a moving card takes the
    /// height of whatever card the model has at its target index path.
    case waterfall
    /// The same layout with the article's `invalidationContext(forInteractivelyMovingItems:…)`
    /// override, which calls `moveItemAt` during the movement so that the moving card keeps
    /// its size (`SizeKeepingWaterfallLayout`).
    case waterfallKeepingSizes = "waterfall-keeping-sizes"
}
