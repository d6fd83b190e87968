import DragDropCore
import Foundation
import Testing

/// A custom type, read and written through its own type identifier.
struct Person: ItemProviderReading, ItemProviderWriting, Equatable {
    var name: String

    static var readableTypeIdentifiersForItemProvider: [String] { ["com.example.person"] }
    static var writableTypeIdentifiersForItemProvider: [String] { ["com.example.person"] }

    static func object(withItemProviderData data: ItemValue, typeIdentifier: String) throws(ItemProviderError) -> Person {
        guard case .fields(let fields) = data, let name = fields.first(where: { $0.name == "name" }) else {
            throw .unexpectedValueClass
        }
        return Person(name: name.value)
    }

    func itemProviderData(forTypeIdentifier typeIdentifier: String) -> ItemValue? {
        .fields([.init(name: "name", value: name)])
    }
}

/// A device with `safari` offering one item and a plain target that runs `onPerformDrop`.
private func dropFromSafari(_ representations: [ItemRepresentation], loadBeforeDrop: Bool = false, _ onPerformDrop: @escaping (DropSession) -> Void) throws -> PlainWorld {
    let world = PlainWorld()
    let safari = OtherApp(name: "safari")
    safari.offer(id: "sunrise", representations: representations)
    world.system.addOtherApp(safari)
    world.targetDelegate.onPerformDrop = onPerformDrop
    try world.system.touch(finger: 1, at: .sourceItem(safari, id: "sunrise"))
    try world.system.lift(finger: 1)
    try world.system.move(finger: 1, to: .view(world.target))
    try world.system.drop(finger: 1)
    return world
}

@Suite("Item providers (LIFECYCLE.md §6)")
struct ItemProviderTests {
    @Test("representations keep registration order and conform through the type table")
    func conformance() {
        let provider = ItemProvider()
        provider.register(ItemRepresentation(typeIdentifier: "public.url", value: .text("https://a.example/x.jpg")))
        provider.register(ItemRepresentation(typeIdentifier: "public.jpeg", value: .image(Image(width: 4, height: 3))))
        #expect(provider.registeredTypeIdentifiers == ["public.url", "public.jpeg"])
        #expect(provider.canLoadObject(ofClass: Image.self))
        #expect(provider.canLoadObject(ofClass: URL.self))
        #expect(!provider.canLoadObject(ofClass: Person.self))
        #expect(TypeIdentifier.conforms("public.png", to: "public.image"))
        #expect(TypeIdentifier.conforms("public.utf8-plain-text", to: "public.text"))
        #expect(!TypeIdentifier.conforms("public.image", to: "public.jpeg"))
    }

    @Test("a load completes at request time plus its delay, ties in request order")
    func loadTiming() throws {
        var order: [String] = []
        let world = try dropFromSafari([
            ItemRepresentation(typeIdentifier: "public.url", value: .text("https://img.example/sunrise.jpg"), delay: 300),
            ItemRepresentation(typeIdentifier: "public.image", value: .image(Image(width: 1200, height: 800)), delay: 300),
        ]) { session in
            let provider = session.items[0].itemProvider
            provider.loadObject(ofClass: Image.self) { image, _ in order.append("image \(image?.description ?? "nil")") }
            provider.loadObject(ofClass: URL.self) { url, _ in order.append("url \(url?.lastPathComponent ?? "nil")") }
        }
        #expect(order.isEmpty)
        try world.system.advance(by: 300)
        #expect(order == ["image 1200x800", "url sunrise.jpg"])
        let loads = world.system.trace.events.filter { $0.role == "safari.provider" }.map(\.line)
        #expect(loads == [
            "    0ms  safari.provider  load public.image sunrise",
            "    0ms  safari.provider  load public.url sunrise",
            "  300ms  safari.provider  loaded public.image sunrise",
            "  300ms  safari.provider  loaded public.url sunrise",
        ])
    }

    @Test("a load requested before performDrop fails with itemUnavailable")
    func loadBeforeDrop() throws {
        let world = PlainWorld()
        var result: ItemProviderError?
        try world.lift()
        world.system.session(ofFinger: 1)?.items[0].itemProvider.loadObject(ofClass: String.self) { _, error in result = error }
        try world.system.advance(by: 0)
        #expect(result == .itemUnavailable)
        #expect(world.lines.suffix(2) == ["app.provider load public.plain-text a", "app.provider failed public.plain-text a: itemUnavailable"])
    }

    @Test("a representation's failure arrives after its delay with its message")
    func failureMessage() throws {
        var result: ItemProviderError?
        let world = try dropFromSafari([
            ItemRepresentation(typeIdentifier: "public.image", value: .image(Image(width: 1, height: 1)), delay: 2000, failure: "timed out"),
        ]) { session in
            session.items[0].itemProvider.loadObject(ofClass: Image.self) { _, error in result = error }
        }
        try world.system.settle()
        #expect(result == .failed("timed out"))
        #expect(world.system.trace.events.contains { $0.line == " 2000ms  safari.provider  failed public.image sunrise: timed out" })
    }

    @Test("no conforming representation is unavailableCoercion; a wrong value is unexpectedValueClass")
    func coercionErrors() throws {
        var errors: [ItemProviderError?] = []
        let world = try dropFromSafari([
            ItemRepresentation(typeIdentifier: "public.url", value: .image(Image(width: 1, height: 1))),
        ]) { session in
            session.items[0].itemProvider.loadObject(ofClass: Image.self) { _, error in errors.append(error) }
            session.items[0].itemProvider.loadObject(ofClass: URL.self) { _, error in errors.append(error) }
        }
        try world.system.settle()
        #expect(errors == [.unavailableCoercion, .unexpectedValueClass])
        #expect(ItemProviderError.itemUnavailable.code == -1000)
        #expect(ItemProviderError.unexpectedValueClass.code == -1100)
        #expect(ItemProviderError.unavailableCoercion.code == -1200)
    }

    @Test("a custom type loads through its readable type identifiers")
    func customType() throws {
        var people: [Person] = []
        let world = try dropFromSafari([
            ItemRepresentation(typeIdentifier: "com.example.person", value: .fields([.init(name: "name", value: "Ada"), .init(name: "age", value: "36")])),
        ]) { session in
            #expect(session.canLoadObjects(ofClass: Person.self))
            session.items[0].itemProvider.loadObject(ofClass: Person.self) { person, _ in person.map { people.append($0) } }
        }
        try world.system.settle()
        #expect(people == [Person(name: "Ada")])
        let provider = ItemProvider(object: Person(name: "Grace"))
        #expect(provider.registeredTypeIdentifiers == ["com.example.person"])
    }

    @Test("session.loadObjects completes once, on the main queue, in item order, after every load")
    func loadObjectsOnce() throws {
        let world = PlainWorld()
        world.sourceDelegate.texts = []
        let safari = OtherApp(name: "safari")
        safari.offer(id: "slow", representations: [ItemRepresentation(typeIdentifier: "public.plain-text", value: .text("slow"), delay: 200)])
        safari.offer(id: "fast", representations: [ItemRepresentation(typeIdentifier: "public.plain-text", value: .text("fast"), delay: 100)])
        world.system.addOtherApp(safari)
        var calls: [[String]] = []
        world.targetDelegate.onPerformDrop = { session in
            session.loadObjects(ofClass: String.self) { texts in
                calls.append(texts)
                world.system.trace.record("test", "completion")
            }
        }
        try world.system.touch(finger: 1, at: .sourceItem(safari, id: "slow"))
        try world.system.lift(finger: 1)
        try world.system.add(finger: 1, at: .sourceItem(safari, id: "fast"))
        try world.system.move(finger: 1, to: .view(world.target))
        try world.system.drop(finger: 1)
        try world.system.settle()
        #expect(calls == [["slow", "fast"]])
        let tail = world.lines.suffix(3)
        #expect(Array(tail) == ["safari.provider loaded public.plain-text slow", "test completion", "safari.drag sessionDidTransferItems"])
    }
}
