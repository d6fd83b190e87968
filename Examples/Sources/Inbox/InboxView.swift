import UIKitNames

/// A view that keeps the texts dropped on it from other apps, up to a limit.
final class InboxView: UIView, UIDropInteractionDelegate {
    private(set) var notes: [String]
    let limit: Int

    init(notes: [String], limit: Int) {
        self.notes = notes
        self.limit = limit
        super.init(name: "inbox")
        addInteraction(UIDropInteraction(delegate: self))
    }

    func dropInteraction(_ interaction: UIDropInteraction, canHandle session: UIDropSession) -> Bool {
        session.canLoadObjects(ofClass: String.self)
    }

    func dropInteraction(_ interaction: UIDropInteraction, sessionDidUpdate session: UIDropSession) -> UIDropProposal {
        UIDropProposal(operation: notes.count < limit ? .copy : .forbidden)
    }

    func dropInteraction(_ interaction: UIDropInteraction, performDrop session: UIDropSession) {
        session.loadObjects(ofClass: String.self) { texts in
            self.notes += texts.prefix(max(self.limit - self.notes.count, 0))
        }
    }
}
