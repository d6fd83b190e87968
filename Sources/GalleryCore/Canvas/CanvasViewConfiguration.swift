import DragDropCore

/// One view of the canvas: what it offers as a drag source and does as a drop target.
public struct CanvasViewConfiguration: Equatable, Sendable {
    public var name: String
    /// The items offered on lift; nil together with `add` and `liftNone` unset: no drag interaction.
    public var drag: [CanvasItem]?
    /// The items a tap adds to a drag in progress; nil adds nothing.
    public var add: [CanvasItem]?
    /// `sessionIsRestrictedToDraggingApplication`.
    public var restricted: Bool
    /// `sessionAllowsMoveOperation`.
    public var allowsMove: Bool
    /// `prefersFullSizePreviews`.
    public var fullSizePreview: Bool
    /// `itemsForBeginning` returns no items, so no session starts.
    public var liftNone: Bool
    /// What `previewForLifting` returns for every item: nil lifts with no animation.
    public var liftPreview: DragPreview?
    /// What `previewForCancelling` returns for every item: nil lets the item fade out.
    public var cancelPreview: DragPreview?
    /// nil: no drop interaction.
    public var drop: CanvasDrop?

    public init(name: String, drag: [CanvasItem]? = nil, add: [CanvasItem]? = nil, restricted: Bool = false, allowsMove: Bool = true, fullSizePreview: Bool = false, liftNone: Bool = false, liftPreview: DragPreview? = .default, cancelPreview: DragPreview? = .default, drop: CanvasDrop? = nil) {
        self.name = name
        self.drag = drag
        self.add = add
        self.restricted = restricted
        self.allowsMove = allowsMove
        self.fullSizePreview = fullSizePreview
        self.liftNone = liftNone
        self.liftPreview = liftPreview
        self.cancelPreview = cancelPreview
        self.drop = drop
    }
}
