/// `UIDragItem.previewProvider`: UIKit asks it for the preview an item shows while dragged,
/// once the lift's preview is left behind — here at the session's first move after the item
/// joined it, traced on the item's source as `previewProvider item N -> PREVIEW`.
extension DragDropSystem {
    func askPreviewProviders(of session: DragSession) {
        for (index, item) in session.items.enumerated() where !item.hasAskedPreviewProvider {
            item.hasAskedPreviewProvider = true
            guard let provider = item.previewProvider else { continue }
            let source = (item.contributor as? View) ?? (item.contributor as? DragInteraction)?.view
            let role = source?.dragRole ?? "app.drag"
            let line = trace.record(role, "previewProvider item \(index)")
            item.dragPreview = provider()
            trace.complete(line, result: item.dragPreview.traceDescription)
        }
    }
}
