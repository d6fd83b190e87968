import DragDropCore

/// One view of the canvas: what it offers as a drag source and does as a drop target.
public struct CanvasViewConfiguration: Equatable, Sendable {
    public var name: String
    /// The items offered on lift; nil together with `add` and `liftNone` unset: no drag interaction.
    public var drag: [CanvasItem]?
    /// The items a tap adds to a drag in progress; nil adds nothing.
    public var add: [CanvasItem]?
    /// The `localContext` `itemsForBeginning` sets on the session it begins; nil sets none.
    public var context: String?
    /// What `sessionForAddingItems` answers when a tap comes while several drags are on.
    public var addsTo: SessionChoice
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

    /// `sessionForAddingItems`'s answer among the sessions UIKit offers, in the order they
    /// began: `none` (nil) adds nothing; `first` and `last` pick a session, and then the view is
    /// asked `itemsForAddingTo` that session.
    public enum SessionChoice: String, CaseIterable, Equatable, Sendable {
        case none, first, last
    }

    public init(name: String, drag: [CanvasItem]? = nil, add: [CanvasItem]? = nil, context: String? = nil, addsTo: SessionChoice = .none, restricted: Bool = false, allowsMove: Bool = true, fullSizePreview: Bool = false, liftNone: Bool = false, liftPreview: DragPreview? = .default, cancelPreview: DragPreview? = .default, drop: CanvasDrop? = nil) {
        self.name = name
        self.drag = drag
        self.add = add
        self.context = context
        self.addsTo = addsTo
        self.restricted = restricted
        self.allowsMove = allowsMove
        self.fullSizePreview = fullSizePreview
        self.liftNone = liftNone
        self.liftPreview = liftPreview
        self.cancelPreview = cancelPreview
        self.drop = drop
    }
}
