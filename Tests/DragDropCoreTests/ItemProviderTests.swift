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
    let safari = installSafari(in: world.system, offering: ["sunrise": representations])
    world.targetDelegate.onPerformDrop = onPerformDrop
    try liftFromApp(safari, "sunrise", in: world.system)
    try world.drop(over: world.target)
    return world
}

@Suite("Item providers (docs/LIFECYCLE.md §6)")
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
        #expect(TypeIdentifier.conforms("com.example.unlisted", to: "com.example.unlisted"))
        #expect(!TypeIdentifier.conforms("com.example.unlisted", to: "public.data"))
        #expect(TypeIdentifier.conforms("public.utf8-plain-text", to: "public.data"))
        #expect(TypeIdentifier.conforms("public.file-url", to: "public.data"))
    }

    @Test("a load completes at request time plus its delay, ties in request order")
    func loadTiming() throws {
        var order: [String] = []
        let world = try dropFromSafari([
            ItemRepresentation(typeIdentifier: "public.url", value: .text("https://img.example/sunrise.jpg"), delay: 300),
            ItemRepresentation(typeIdentifier: "public.image", value: .image(Image(width: 1200, height: 800)), delay: 300),
        ]) { session in
            let provider = session.items[0].itemProvider
            provider.loadObject(ofClass: Image.self) { image, _ in order.append("image \((image as? Image)?.description ?? "nil")") }
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
        let world = PlainWorld(texts: [])
        let safari = installSafari(in: world.system, offering: ["slow": [text("slow", after: 200)], "fast": [text("fast", after: 100)]])
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
        try world.drop(over: world.target)
        try world.system.settle()
        #expect(calls == [["slow", "fast"]])
        let tail = world.lines.suffix(3)
        #expect(Array(tail) == ["safari.provider loaded public.plain-text slow", "test completion", "safari.drag sessionDidTransferItems"])
    }

    @Test("canLoadObjects on a session is true when any item can; hasItemsConforming likewise")
    func sessionCanLoad() throws {
        let world = PlainWorld(texts: [])
        let safari = installSafari(in: world.system, offering: [
            "text": [text("hello")],
            "photo": [ItemRepresentation(typeIdentifier: "public.jpeg", value: .image(Image(width: 4, height: 3)))],
        ])
        var answers: [String] = []
        world.targetDelegate.onUpdate = { session in
            answers.append("image=\(session.canLoadObjects(ofClass: Image.self)) person=\(session.canLoadObjects(ofClass: Person.self)) jpeg=\(session.hasItemsConforming(toTypeIdentifiers: ["public.image"]))")
        }
        try liftFromApp(safari, "text", in: world.system)
        try world.move(to: world.target)
        try world.system.add(finger: 1, at: .sourceItem(safari, id: "photo"))
        #expect(answers == [
            "image=false person=false jpeg=false",
            "image=true person=false jpeg=true",
        ])
    }

    @Test("loadObjects skips items that cannot provide the class and keeps item order")
    func loadObjectsSkips() throws {
        let world = PlainWorld()
        let safari = installSafari(in: world.system, offering: [
            "one": [text("one", after: 50)],
            "photo": [ItemRepresentation(typeIdentifier: "public.png", value: .image(Image(width: 1, height: 1)))],
            "two": [text("two", after: 10)],
        ])
        var calls: [[String]] = []
        world.targetDelegate.onPerformDrop = { session in
            session.loadObjects(ofClass: String.self) { calls.append($0) }
        }
        try liftFromApp(safari, "one", in: world.system)
        try world.system.add(finger: 1, at: .sourceItem(safari, id: "photo"))
        try world.system.add(finger: 1, at: .sourceItem(safari, id: "two"))
        try world.drop(over: world.target)
        try world.system.settle()
        #expect(calls == [["one", "two"]])
        #expect(!world.lines.contains { $0.contains("photo") && $0.contains("load") })
    }

    @Test("loadObjects with nothing loadable completes once, on the main queue, with no objects")
    func loadObjectsNothing() throws {
        let world = PlainWorld()
        var calls: [[Person]] = []
        world.targetDelegate.onPerformDrop = { session in
            session.loadObjects(ofClass: Person.self) { calls.append($0) }
            #expect(calls.isEmpty)
        }
        try world.lift()
        try world.drop(over: world.target)
        #expect(calls.count == 1 && calls[0].isEmpty)
    }

    @Test("loadValue loads the first representation, in registration order, conforming to the type")
    func loadValueFirstConforming() throws {
        var values: [String] = []
        let world = try dropFromSafari([
            ItemRepresentation(typeIdentifier: "public.png", value: .image(Image(width: 2, height: 2, name: "small.png"))),
            ItemRepresentation(typeIdentifier: "public.jpeg", value: .image(Image(width: 4, height: 4, name: "big.jpg"))),
        ]) { session in
            session.items[0].itemProvider.loadValue(forTypeIdentifier: "public.image") { value, _ in values.append(value?.description ?? "nil") }
            session.items[0].itemProvider.loadValue(forTypeIdentifier: "public.jpeg") { value, _ in values.append(value?.description ?? "nil") }
        }
        try world.system.settle()
        #expect(values == ["small.png", "big.jpg"])
    }

    @Test("a completion runs at its due time; its main-queue hops run after it returns, in order, before later work")
    func completionHopsToMain() throws {
        let world = PlainWorld()
        let safari = installSafari(in: world.system, after: 100)
        let main = world.system.mainQueue
        var order: [String] = []
        world.targetDelegate.onPerformDrop = { session in
            let provider = session.items[0].itemProvider
            provider.loadObject(ofClass: String.self) { _, _ in
                order.append("first completion")
                main.async { order.append("first hop") }
            }
            provider.loadObject(ofClass: String.self) { _, _ in
                order.append("second completion")
                main.async { order.append("second hop") }
            }
            main.asyncAfter(milliseconds: 101) { order.append("later") }
        }
        try liftFromApp(safari, "page", in: world.system)
        try world.drop(over: world.target)
        try world.system.advance(by: 100)
        #expect(order == ["first completion", "second completion", "first hop", "second hop"])
        try world.system.advance(by: 1)
        #expect(order.last == "later")
    }

    @Test("a load before the drop does not hold back the transfer")
    func earlyLoadDoesNotHoldTransfer() throws {
        let world = PlainWorld()
        let safari = installSafari(in: world.system, after: 500)
        try liftFromApp(safari, "page", in: world.system)
        world.system.session(ofFinger: 1)?.items[0].itemProvider.loadObject(ofClass: String.self) { _, _ in }
        try world.drop(over: world.target)
        #expect(world.lines.last == "safari.drag sessionDidTransferItems")
        #expect(world.lines.contains("safari.provider failed public.plain-text page: itemUnavailable"))
    }
}
