import Foundation
import UIKitNames

/// The "done" view: takes the list's own entries, and tells the list which were dropped.
final class DoneView: UIView, UIDropInteractionDelegate {
    /// The dropped entries' index paths, as their drag items carry them.
    var onDrop: ([IndexPath]) -> Void = { _ in }

    init() {
        super.init(name: "done")
        addInteraction(UIDropInteraction(delegate: self))
    }

    func dropInteraction(_ interaction: UIDropInteraction, canHandle session: UIDropSession) -> Bool {
        session.localDragSession != nil
    }

    func dropInteraction(_ interaction: UIDropInteraction, sessionDidUpdate session: UIDropSession) -> UIDropProposal {
        UIDropProposal(operation: .move)
    }

    func dropInteraction(_ interaction: UIDropInteraction, performDrop session: UIDropSession) {
        onDrop(session.items.compactMap { $0.localObject as? IndexPath })
    }
}
