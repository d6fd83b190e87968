import DragDropCore
import Foundation
import Testing

/// A source of one item: plain text visible to all, and a secret kept to its own process.
private final class SecretSource: DragInteractionDelegate {
    var secretVisibility: ItemProvider.RepresentationVisibility = .ownProcess
    func dragInteraction(_ interaction: DragInteraction, itemsForBeginning session: DragSession) -> [DragItem] {
        let provider = ItemProvider()
        provider.register(ItemRepresentation(typeIdentifier: "public.plain-text", value: .text("open")))
        provider.registerDataRepresentation(forTypeIdentifier: "com.example.secret", visibility: secretVisibility) { completion in
            completion(Data("hidden".utf8), nil)
            return nil
        }
        return [DragItem(itemProvider: provider)]
    }
}

/// A drop target in the app that records whether it sees the secret.
private final class SecretReader: DropInteractionDelegate {
    var sawSecret: Bool?
    func dropInteraction(_ interaction: DropInteraction, canHandle session: DropSession) -> Bool {
        sawSecret = session.hasItemsConforming(toTypeIdentifiers: ["com.example.secret"])
        return true
    }
    func dropInteraction(_ interaction: DropInteraction, sessionDidUpdate session: DropSession) -> DropProposal {
        DropProposal(operation: .copy)
    }
    func dropInteraction(_ interaction: DropInteraction, performDrop session: DropSession) {}
}

/// `NSItemProviderRepresentationVisibility`: a representation kept to its own process (or its
/// team, or group) is seen by the source app only (Apple's documentation of the enum).
@Suite("Item providers: representation visibility")
struct RepresentationVisibilityTests {
    /// The delegates are returned too: interactions hold them weakly.
    private static func world(_ visibility: ItemProvider.RepresentationVisibility) -> (DragDropSystem, View, View, SecretReader, OtherApp, SecretSource) {
        let system = DragDropSystem()
        let delegate = SecretSource()
        delegate.secretVisibility = visibility
        let source = View(name: "source")
        source.addInteraction(DragInteraction(delegate: delegate))
        let reader = SecretReader()
        let inbox = View(name: "inbox")
        inbox.addInteraction(DropInteraction(delegate: reader))
        for view in [source, inbox] { system.install(view) }
        let notes = OtherApp(name: "notes")
        notes.accept(["com.example.secret", "public.plain-text"])
        system.addOtherApp(notes)
        return (system, source, inbox, reader, notes, delegate)
    }

    @Test("the source app sees an own-process representation; another app neither sees nor loads it", arguments: [
        ItemProvider.RepresentationVisibility.ownProcess, .team, .group,
    ])
    func hidden(_ visibility: ItemProvider.RepresentationVisibility) throws {
        let (system, source, inbox, reader, notes, delegate) = Self.world(visibility)
        defer { withExtendedLifetime(delegate) {} }
        try system.touch(finger: 1, at: .view(source))
        try system.lift(finger: 1)
        try system.move(finger: 1, to: .view(inbox))
        #expect(reader.sawSecret == true)
        try system.move(finger: 1, to: .app(notes))
        try system.drop(finger: 1)
        try system.settle()
        #expect(notes.received.map(\.values) == [["public.plain-text=open"]])
        #expect(!system.trace.render().contains("load com.example.secret"))
    }

    @Test("a representation visible to all reaches another app, as the article's Person answers All")
    func visibleToAll() throws {
        let (system, source, _, reader, notes, delegate) = Self.world(.all)
        defer { withExtendedLifetime((delegate, reader)) {} }
        try system.touch(finger: 1, at: .view(source))
        try system.lift(finger: 1)
        try system.move(finger: 1, to: .app(notes))
        try system.drop(finger: 1)
        try system.settle()
        #expect(notes.received.map(\.values) == [["com.example.secret=hidden", "public.plain-text=open"]])
    }

    @Test("registerObject(_:visibility:) gives every type the object writes that visibility")
    func registerObject() {
        let provider = ItemProvider()
        provider.registerObject("text", visibility: .ownProcess)
        #expect(!provider.representations.isEmpty)
        #expect(provider.representations.allSatisfy { $0.visibility == .ownProcess })
    }
}
