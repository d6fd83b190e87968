import GalleryCore
import YAMLReader

extension CanvasGiven {
    /// One view of the canvas: what it offers when dragged from, and how it takes drops.
    public struct View: Equatable, Sendable {
        public var name: String
        /// Items offered on lift; nil when the view has no drag interaction.
        public var drag: [Item]?
        /// Items offered when the view is tapped during a drag.
        public var add: [Item]?
        /// Keeps the drag session to this app.
        public var restricted: Bool
        public var allowsMove: Bool
        public var fullSizePreview: Bool
        /// `lift: none`: the view returns no items, so no session starts.
        public var liftReturnsNone: Bool
        /// The view's drop interaction, if it has one.
        public var drop: CanvasDrop?
        public var location: SourceLocation

        public init(
            name: String, drag: [Item]? = nil, add: [Item]? = nil, restricted: Bool = false,
            allowsMove: Bool = true, fullSizePreview: Bool = false, liftReturnsNone: Bool = false,
            drop: CanvasDrop? = nil, location: SourceLocation
        ) {
            self.name = name
            self.drag = drag
            self.add = add
            self.restricted = restricted
            self.allowsMove = allowsMove
            self.fullSizePreview = fullSizePreview
            self.liftReturnsNone = liftReturnsNone
            self.drop = drop
            self.location = location
        }
    }
}
