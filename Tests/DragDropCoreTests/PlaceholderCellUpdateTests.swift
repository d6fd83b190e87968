import DragDropCore
import Foundation
import Testing

@Suite("A placeholder's cellUpdateHandler (UIKitCore, UICollectionViewDropPlaceholderContext)")
struct PlaceholderCellUpdateTests {
    /// Drops Safari's page over item 1; `performDrop` makes the placeholder with `makePlaceholder`.
    private func dropPage(_ world: ListWorld, _ makePlaceholder: @escaping (CollectionViewDropCoordinator) -> CollectionViewDropPlaceholderContext) throws -> CollectionViewDropPlaceholderContext {
        let safari = installSafari(in: world.system)
        var context: CollectionViewDropPlaceholderContext?
        world.model.onPerformDrop = { context = makePlaceholder($0) }
        try liftFromApp(safari, "page", in: world.system)
        try world.drop(over: 1)
        return try #require(context)
    }

    @Test("the handler configures the placeholder's cell when it is inserted, on setNeedsCellUpdate, and first in a commit; not once it is gone")
    func handlerCalls() throws {
        let world = ListWorld()
        var calls: [String] = []
        let context = try dropPage(world) { coordinator in
            var placeholder = CollectionViewDropPlaceholder(insertionIndexPath: path(1), reuseIdentifier: "Loading")
            placeholder.cellUpdateHandler = { calls.append("cell \($0.reuseIdentifier ?? "-")") }
            return coordinator.drop(coordinator.items[0].dragItem, to: placeholder)
        }
        #expect(calls == ["cell Loading"])
        context.setNeedsCellUpdate()
        #expect(calls == ["cell Loading", "cell Loading"])
        context.commitInsertion { indexPath in
            calls.append("data source")
            world.model.sections[0].insert("page", at: indexPath.item)
        }
        #expect(calls == ["cell Loading", "cell Loading", "cell Loading", "data source"])
        context.setNeedsCellUpdate()
        #expect(calls.count == 4)
    }

    @Test("drop(_:toPlaceholderInsertedAt:withReuseIdentifier:cellUpdateHandler:) is the same drop to a placeholder, traced alike")
    func olderPlaceholderForm() throws {
        let world = ListWorld()
        var configured = 0
        let context = try dropPage(world) { coordinator in
            coordinator.drop(coordinator.items[0].dragItem, toPlaceholderInsertedAt: path(1), withReuseIdentifier: "Loading") { _ in configured += 1 }
        }
        #expect(configured == 1)
        #expect(world.lines.contains("collection drop toPlaceholder [0,1]"))
        #expect(world.lines.contains("collection placeholder insert [0,1] Loading"))
        #expect(world.collectionView.numberOfPlaceholders == 1)
        #expect(context.deletePlaceholder())
    }
}
