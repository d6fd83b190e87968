import DragDropCore
import Foundation
import Testing

/// A table whose rows are dragged with providers made as `make` makes them.
private final class ProviderRows: TableModel {
    var make: (String) -> ItemProvider = { ItemProvider(object: $0) }

    override func tableView(_ tableView: TableView, itemsForBeginning session: DragSession, at indexPath: IndexPath) -> [DragItem] {
        [DragItem(itemProvider: make(rows[indexPath.row]))]
    }
}

/// Drags row 0 onto row 2 of a table whose drop loads strings; returns what arrived.
private func dropRow(_ model: ProviderRows, timings: [String: LoadTiming] = [:], wait: Int = 0, load: @escaping (DropSession, @escaping ([String]) -> Void) -> Void) throws -> (world: TableWorld, received: [[String]]) {
    let world = TableWorld(model)
    world.system.appLoadTimings = timings
    var received: [[String]] = []
    model.proposal = TableViewDropProposal(operation: .copy, intent: .insertAtDestinationIndexPath)
    model.onPerformDrop = { _, coordinator in load(coordinator.session) { received.append($0) } }
    try world.dragRow(0, to: world.row(2))
    if wait > 0 { try world.system.advance(by: wait) }
    try world.system.settle()
    return (world, received)
}

@Suite("Item providers as apps write them, and scenario timing of the app's own loads")
struct AppProviderTests {
    @Test("NSItemProvider(item:typeIdentifier:) offers the item under the type given")
    func itemAndType() {
        let provider = ItemProvider(item: "hello" as NSString, typeIdentifier: TypeIdentifier.utf8PlainText)
        #expect(provider.registeredTypeIdentifiers == [TypeIdentifier.utf8PlainText])
        #expect(provider.canLoadObject(ofClass: String.self))
        let url = ItemProvider(item: URL(string: "https://a.example/x")!, typeIdentifier: nil)
        #expect(url.registeredTypeIdentifiers == [TypeIdentifier.url])
        #expect(ItemProvider(item: 42, typeIdentifier: "public.data").registeredTypeIdentifiers.isEmpty)
    }

    @Test("registerDataRepresentation's handler runs only when the drop loads it, and its data arrives as text")
    func lazyDataRepresentation() throws {
        let model = ProviderRows(rows: ["a", "b", "c"])
        var asked: [String] = []
        model.make = { row in
            let provider = ItemProvider()
            provider.registerDataRepresentation(forTypeIdentifier: TypeIdentifier.plainText, visibility: .all) { completion in
                asked.append(row)
                completion(row.data(using: .utf8), nil)
                return nil
            }
            return provider
        }
        let (_, received) = try dropRow(model) { session, done in
            _ = session.loadObjects(ofClass: String.self) { done($0) }
        }
        #expect(asked == ["a"])
        #expect(received == [["a"]])
    }

    @Test("NSString loads and casts to [String], as Apple's table sample writes it")
    func nsStringObjects() throws {
        let model = ProviderRows(rows: ["a", "b", "c"])
        model.make = { ItemProvider(object: $0 as NSString) }
        let (_, received) = try dropRow(model) { session, done in
            #expect(session.canLoadObjects(ofClass: NSString.self))
            _ = session.loadObjects(ofClass: NSString.self) { objects in done(objects as? [String] ?? []) }
        }
        #expect(received == [["a"]])
    }

    @Test("a scenario's timing delays or fails loads of the app's own items, by type or a type it conforms to")
    func appLoadTimings() throws {
        let slow = try dropRow(ProviderRows(rows: ["a", "b", "c"]), timings: [TypeIdentifier.text: LoadTiming(delay: 300)]) { session, done in
            _ = session.loadObjects(ofClass: String.self) { done($0) }
        }
        #expect(slow.received == [["a"]])
        #expect(slow.world.system.trace.events.contains { $0.line.contains("300ms") && $0.text == "loaded public.plain-text item 1" })
        let failing = try dropRow(ProviderRows(rows: ["a", "b", "c"]), timings: [TypeIdentifier.plainText: LoadTiming(delay: 10, failure: "disk full")]) { session, done in
            _ = session.loadObjects(ofClass: String.self) { done($0) }
        }
        #expect(failing.received == [[]])
        #expect(failing.world.lines.contains("app.provider failed public.plain-text item 1: disk full"))
    }

    @Test("the app's timings leave other apps' items as they offer them")
    func otherAppsUntouched() throws {
        let world = TableWorld()
        world.system.appLoadTimings = [TypeIdentifier.plainText: LoadTiming(failure: "never")]
        world.model.proposal = TableViewDropProposal(operation: .copy, intent: .insertAtDestinationIndexPath)
        var received: [String] = []
        world.model.onPerformDrop = { _, coordinator in _ = coordinator.session.loadObjects(ofClass: String.self) { received = $0 } }
        try world.dropPage(at: world.row(0))
        try world.system.settle()
        #expect(received == ["page"])
    }
}
