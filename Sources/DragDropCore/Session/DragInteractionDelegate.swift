/// `UIDragInteractionDelegate`. Every method but `itemsForBeginning` is optional, with
/// UIKit's default; a question the delegate does not implement is never asked and leaves no
/// trace line (`DelegateQuestions`).
public protocol DragInteractionDelegate: AnyObject {
    func dragInteraction(_ interaction: DragInteraction, itemsForBeginning session: DragSession) -> [DragItem]
    func dragInteraction(_ interaction: DragInteraction, previewForLifting item: DragItem, session: DragSession) -> DragPreview?
    func dragInteraction(_ interaction: DragInteraction, willAnimateLiftWith session: DragSession)
    func dragInteraction(_ interaction: DragInteraction, sessionWillBegin session: DragSession)
    func dragInteraction(_ interaction: DragInteraction, sessionAllowsMoveOperation session: DragSession) -> Bool
    func dragInteraction(_ interaction: DragInteraction, sessionIsRestrictedToDraggingApplication session: DragSession) -> Bool
    func dragInteraction(_ interaction: DragInteraction, prefersFullSizePreviewsFor session: DragSession) -> Bool
    func dragInteraction(_ interaction: DragInteraction, sessionDidMove session: DragSession)
    func dragInteraction(_ interaction: DragInteraction, session: DragSession, willEndWith operation: DropOperation)
    func dragInteraction(_ interaction: DragInteraction, session: DragSession, didEndWith operation: DropOperation)
    func dragInteraction(_ interaction: DragInteraction, sessionDidTransferItems session: DragSession)
    func dragInteraction(_ interaction: DragInteraction, itemsForAddingTo session: DragSession, withTouchAt point: CGPoint) -> [DragItem]
    func dragInteraction(_ interaction: DragInteraction, sessionForAddingItems sessions: [DragSession], withTouchAt point: CGPoint) -> DragSession?
    func dragInteraction(_ interaction: DragInteraction, session: DragSession, willAdd items: [DragItem], for addingInteraction: DragInteraction)
    func dragInteraction(_ interaction: DragInteraction, previewForCancelling item: DragItem, withDefault defaultPreview: DragPreview) -> DragPreview?
    func dragInteraction(_ interaction: DragInteraction, item: DragItem, willAnimateCancelWith session: DragSession)
}

import Foundation

extension DragInteractionDelegate {
    public func dragInteraction(_ interaction: DragInteraction, previewForLifting item: DragItem, session: DragSession) -> DragPreview? {
        interaction.delegateDoesNotImplement()
        return .default
    }
    public func dragInteraction(_ interaction: DragInteraction, willAnimateLiftWith session: DragSession) {}
    public func dragInteraction(_ interaction: DragInteraction, sessionWillBegin session: DragSession) {}
    public func dragInteraction(_ interaction: DragInteraction, sessionAllowsMoveOperation session: DragSession) -> Bool {
        interaction.delegateDoesNotImplement()
        return true
    }
    public func dragInteraction(_ interaction: DragInteraction, sessionIsRestrictedToDraggingApplication session: DragSession) -> Bool {
        interaction.delegateDoesNotImplement()
        return false
    }
    public func dragInteraction(_ interaction: DragInteraction, prefersFullSizePreviewsFor session: DragSession) -> Bool {
        interaction.delegateDoesNotImplement()
        return false
    }
    public func dragInteraction(_ interaction: DragInteraction, sessionDidMove session: DragSession) {}
    public func dragInteraction(_ interaction: DragInteraction, session: DragSession, willEndWith operation: DropOperation) {}
    public func dragInteraction(_ interaction: DragInteraction, session: DragSession, didEndWith operation: DropOperation) {}
    public func dragInteraction(_ interaction: DragInteraction, sessionDidTransferItems session: DragSession) {}
    public func dragInteraction(_ interaction: DragInteraction, itemsForAddingTo session: DragSession, withTouchAt point: CGPoint) -> [DragItem] {
        interaction.delegateDoesNotImplement()
        return []
    }
    public func dragInteraction(_ interaction: DragInteraction, sessionForAddingItems sessions: [DragSession], withTouchAt point: CGPoint) -> DragSession? {
        interaction.delegateDoesNotImplement()
        return nil
    }
    public func dragInteraction(_ interaction: DragInteraction, session: DragSession, willAdd items: [DragItem], for addingInteraction: DragInteraction) {}
    public func dragInteraction(_ interaction: DragInteraction, previewForCancelling item: DragItem, withDefault defaultPreview: DragPreview) -> DragPreview? {
        interaction.delegateDoesNotImplement()
        return defaultPreview
    }
    public func dragInteraction(_ interaction: DragInteraction, item: DragItem, willAnimateCancelWith session: DragSession) {}
}
