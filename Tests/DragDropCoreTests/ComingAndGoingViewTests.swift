import DragDropCore
import Foundation
import Testing

/// A drag source that shows a drop view when its drag begins and removes it when it ends, as
/// the kanban board shows its "Delete" bar button only while a row is dragged.
private final class ShowingSource: DragInteractionDelegate {
    let system: DragDropSystem
    let shown: View

    init(system: DragDropSystem, shown: View) {
        self.system = system
        self.shown = shown
    }

    func dragInteraction(_ interaction: DragInteraction, itemsForBeginning session: DragSession) -> [DragItem] {
        [makeTextItem("a")]
    }

    func dragInteraction(_ interaction: DragInteraction, sessionWillBegin session: DragSession) {
        system.install(shown)
    }

    func dragInteraction(_ interaction: DragInteraction, session: DragSession, didEndWith operation: DropOperation) {
        system.uninstall(shown)
    }
}

@Suite("Views that come and go during a drag")
struct ComingAndGoingViewTests {
    private let system = DragDropSystem()
    private let deleteDelegate = TestDropTarget()
    private let delete = View(name: "delete")
    private let source = View(name: "source")
    private let showing: ShowingSource

    init() {
        delete.addInteraction(DropInteraction(delegate: deleteDelegate))
        deleteDelegate.operation = .move
        showing = ShowingSource(system: system, shown: delete)
        source.addInteraction(DragInteraction(delegate: showing))
        system.install(source)
    }

    private var lines: [String] { system.trace.events.map(\.untimedLine) }

    @Test("a view installed when the drag begins takes the drop, and is gone once the drag ends")
    func installedAtBegin() throws {
        #expect(system.view(named: "delete") == nil)
        try system.touch(finger: 1, at: .view(source))
        try system.lift(finger: 1)
        #expect(system.view(named: "delete") === delete)
        try system.move(finger: 1, to: .view(delete))
        try system.drop(finger: 1)
        #expect(lines.contains("delete.drop performDrop items=1"))
        #expect(lines.contains("source.drag didEndWith move"))
        #expect(system.view(named: "delete") == nil)
    }

    @Test("a view removed while a session is inside it: the session exits it, and its release cancels")
    func removedUnderTheFinger() throws {
        try system.touch(finger: 1, at: .view(source))
        try system.lift(finger: 1)
        try system.move(finger: 1, to: .view(delete))
        let start = lines.count
        system.uninstall(delete)
        #expect(Array(lines.dropFirst(start)) == ["delete.drop sessionDidExit"])
        #expect(system.session(ofFinger: 1)?.proposedOperation == .cancel)
        try system.drop(finger: 1)
        #expect(!lines.contains { $0.hasPrefix("delete.drop performDrop") })
        #expect(lines.contains("source.drag didEndWith cancel"))
        #expect(lines.contains("delete.drop sessionDidEnd"))
    }

    @Test("installing a view twice keeps one, and removing one not on screen changes nothing")
    func idempotent() {
        system.install(source)
        #expect(system.views.filter { $0 === source }.count == 1)
        system.uninstall(delete)
        #expect(system.views.count == 1)
    }
}
