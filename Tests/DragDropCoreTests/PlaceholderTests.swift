import DragDropCore
import Foundation
import Testing

/// Drops `ids` from another app into the list at `destination`; `onPerformDrop` gets the
/// coordinator, and the placeholder contexts it makes are kept in `contexts`.
private final class PlaceholderDrop {
    let world: ListWorld
    let safari: OtherApp
    var contexts: [CollectionViewDropPlaceholderContext] = []

    init(_ sections: [[String]] = [["a", "b", "c"]], ids: [String] = ["page"]) {
        world = ListWorld(sections)
        safari = installSafari(in: world.system, items: ids)
    }

    /// Lifts every id with finger 1, moves over `item` and drops; in `performDrop`, one
    /// placeholder per entry of `at`, each for the first item.
    func drop(over item: Int, placeholdersAt paths: [IndexPath]) throws {
        world.model.onPerformDrop = { [self] coordinator in
            for path in paths {
                let placeholder = CollectionViewDropPlaceholder(insertionIndexPath: path, reuseIdentifier: "DropPlaceholderCell")
                contexts.append(coordinator.drop(coordinator.items[0].dragItem, to: placeholder))
            }
        }
        let ids = safari.items.map(\.id)
        try liftFromApp(safari, ids[0], in: world.system)
        for id in ids.dropFirst() { try world.system.add(finger: 1, at: .sourceItem(safari, id: id)) }
        try world.move(to: item)
        try world.system.drop(finger: 1)
    }

    /// Commits a placeholder, inserting `text` into the model at the index it is handed.
    @discardableResult
    func commit(_ index: Int, _ text: String, handed: inout IndexPath?) -> Bool {
        contexts[index].commitInsertion { [world] path in
            handed = path
            world.model.sections[path.section].insert(text, at: path.item)
        }
    }
}

@Suite("Drop placeholders (LIFECYCLE.md §7)")
struct PlaceholderTests {
    @Test("dropping to a placeholder is traced as the coordinator call, then the placeholder's insertion")
    func placeholderTrace() throws {
        let drop = PlaceholderDrop()
        try drop.drop(over: 1, placeholdersAt: [path(1)])
        #expect(drop.world.lines.contains("collection.drop performDrop [0,1] items=1"))
        let start = try #require(drop.world.lines.firstIndex(of: "collection.drop performDrop [0,1] items=1"))
        #expect(Array(drop.world.lines[(start + 1)...].prefix(3)) == [
            "collection drop toPlaceholder [0,1]",
            "collection placeholder insert [0,1] DropPlaceholderCell",
            "collection.drop dropSessionDidEnd",
        ])
        #expect(drop.world.entries == ["a", "_", "b", "c"])
        #expect(drop.world.collectionView.numberOfItems(inSection: 0) == 3)
        #expect(drop.world.collectionView.numberOfPlaceholders == 1)
    }
}
