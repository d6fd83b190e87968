/// `UIDropInteractionDelegate`. Every method is optional, with UIKit's default; a question the
/// delegate does not implement is never asked and leaves no trace line (`DelegateQuestions`).
public protocol DropInteractionDelegate: AnyObject {
    func dropInteraction(_ interaction: DropInteraction, canHandle session: DropSession) -> Bool
    func dropInteraction(_ interaction: DropInteraction, sessionDidEnter session: DropSession)
    func dropInteraction(_ interaction: DropInteraction, sessionDidUpdate session: DropSession) -> DropProposal
    func dropInteraction(_ interaction: DropInteraction, sessionDidExit session: DropSession)
    func dropInteraction(_ interaction: DropInteraction, performDrop session: DropSession)
    func dropInteraction(_ interaction: DropInteraction, previewForDropping item: DragItem, withDefault defaultPreview: DragPreview) -> DragPreview?
    func dropInteraction(_ interaction: DropInteraction, item: DragItem, willAnimateDropWith session: DropSession)
    func dropInteraction(_ interaction: DropInteraction, sessionDidEnd session: DropSession)
    func dropInteraction(_ interaction: DropInteraction, concludeDrop session: DropSession)
}

extension DropInteractionDelegate {
    public func dropInteraction(_ interaction: DropInteraction, canHandle session: DropSession) -> Bool {
        interaction.delegateDoesNotImplement()
        return true
    }
    public func dropInteraction(_ interaction: DropInteraction, sessionDidEnter session: DropSession) {}
    public func dropInteraction(_ interaction: DropInteraction, sessionDidUpdate session: DropSession) -> DropProposal {
        interaction.delegateDoesNotImplement()
        return DropProposal(operation: .cancel)
    }
    public func dropInteraction(_ interaction: DropInteraction, sessionDidExit session: DropSession) {}
    public func dropInteraction(_ interaction: DropInteraction, performDrop session: DropSession) {}
    public func dropInteraction(_ interaction: DropInteraction, previewForDropping item: DragItem, withDefault defaultPreview: DragPreview) -> DragPreview? {
        interaction.delegateDoesNotImplement()
        return defaultPreview
    }
    public func dropInteraction(_ interaction: DropInteraction, item: DragItem, willAnimateDropWith session: DropSession) {}
    public func dropInteraction(_ interaction: DropInteraction, sessionDidEnd session: DropSession) {}
    public func dropInteraction(_ interaction: DropInteraction, concludeDrop session: DropSession) {}
}
