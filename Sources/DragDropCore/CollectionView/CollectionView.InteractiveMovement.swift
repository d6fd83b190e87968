import Foundation

extension CollectionView {
    /// A movement begun by `beginInteractiveMovementForItem(at:)`: where the item came from,
    /// where it would land now, and where the finger holds it, so a picture can draw the
    /// item under the finger and the gap it would fill.
    public struct InteractiveMovement: Equatable, Sendable {
        /// The item's index path when the movement began.
        public var source: IndexPath
        /// Where the item would land if the movement ended now.
        public var target: IndexPath
        /// The last position given to `updateInteractiveMovementTargetPosition`, or the item's
        /// centre until one is given, in the collection view's coordinates.
        public var position: CGPoint
    }
}
