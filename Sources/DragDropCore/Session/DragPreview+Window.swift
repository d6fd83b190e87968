/// UIKit's rule that a preview is made of views on screen: `UITargetedDragPreview(view:)` and
/// `(view:parameters:)` raise when their view is not in a window (UIKitCore:
/// `-[UITargetedPreview initWithView:parameters:]`,
/// `BUG_IN_CLIENT_OF_TARGETED_PREVIEW__VIEW_IS_NOT_IN_A_WINDOW`), and a `UIDragPreviewTarget`
/// raises when its container is not (`-[UIPreviewTarget initWithContainer:center:transform:]`).
/// A preview with a target of its own may show a view that is not on screen. Both are
/// `NSInternalInconsistencyException`s, which end the app: the step stops with
/// `inconsistent-update`.
extension DragDropSystem {
    func requireWindow(for preview: DragPreview?, from role: String, _ question: String) {
        guard let preview else { return }
        if let container = preview.target?.container, view(named: container) == nil {
            raise(EngineError(.inconsistentUpdate, "\(role) \(question): UIDragPreviewTarget requires that the container view is in a window, but it is not (container: \(container))"))
        } else if preview.target == nil, let name = preview.view, view(named: name) == nil {
            raise(EngineError(.inconsistentUpdate, "\(role) \(question): UITargetedDragPreview requires that its view is in a window when it is given no target, but it is not (view: \(name))"))
        }
    }
}
