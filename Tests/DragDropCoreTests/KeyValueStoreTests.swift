@testable import DragDropCore
import Testing

/// A writer that counts the texts it makes.
private final class CountingWriter: KeyValueStoreWriter {
    var value: String
    var made = 0
    init(_ value: String) { self.value = value }

    func text(forKey key: String) -> String {
        made += 1
        return value
    }
}

@Suite("The device's store")
struct KeyValueStoreTests {
    @Test("a deferred text is made once, when its key is first read, of what the writer holds then; the key is listed meanwhile")
    func deferredTextIsMadeAtTheFirstRead() {
        let store = KeyValueStore()
        let writer = CountingWriter("one")
        store.setDeferred(forKey: "k", by: writer)
        writer.value = "two"
        store.setDeferred(forKey: "k", by: writer)
        #expect(store.keys == ["k"])
        #expect(writer.made == 0)
        #expect(store.string(forKey: "k") == "two")
        #expect(store.string(forKey: "k") == "two")
        #expect(writer.made == 1)
        writer.value = "three"
        #expect(store.string(forKey: "k") == "two", "made once: a change unsaved is not seen")
    }

    @Test("a value set replaces a deferred text, which is then never made")
    func setReplacesDeferredText() {
        let store = KeyValueStore()
        let writer = CountingWriter("deferred")
        store.setDeferred(forKey: "k", by: writer)
        store.set("set", forKey: "k")
        #expect(store.string(forKey: "k") == "set")
        store.setDeferred(forKey: "k", by: writer)
        store.set(nil, forKey: "k")
        #expect(store.string(forKey: "k") == nil)
        #expect(store.keys.isEmpty)
        #expect(writer.made == 0)
    }

    @Test("a writer going away makes the text it owes; another writer cannot make it for it")
    func writerGoingAwayMakesItsText() {
        let store = KeyValueStore()
        var writer: CountingWriter? = CountingWriter("kept")
        let other = CountingWriter("other")
        if let writer { store.setDeferred(forKey: "k", by: writer) }
        store.makeDeferredText(forKey: "k", by: other)
        #expect(other.made == 0)
        if let writer { store.makeDeferredText(forKey: "k", by: writer) }
        writer = nil
        #expect(store.string(forKey: "k") == "kept")
    }

    @Test("a key's text is owed by the writer that deferred it until it is made or replaced")
    func whoOwesAText() {
        let store = KeyValueStore()
        let writer = CountingWriter("text")
        let other = CountingWriter("other")
        #expect(!store.isDeferred(forKey: "k", by: writer))
        store.setDeferred(forKey: "k", by: writer)
        #expect(store.isDeferred(forKey: "k", by: writer))
        #expect(!store.isDeferred(forKey: "k", by: other))
        #expect(!store.isDeferred(forKey: "j", by: writer))
        #expect(store.string(forKey: "k") == "text")
        #expect(!store.isDeferred(forKey: "k", by: writer), "made at the read")
        store.setDeferred(forKey: "k", by: writer)
        store.set("set", forKey: "k")
        #expect(!store.isDeferred(forKey: "k", by: writer), "replaced")
    }

    @Test("a store switched off never makes the texts it owes, not even as their writer goes away")
    func switchedOffStoreMakesNothing() {
        let store = KeyValueStore()
        let writer = CountingWriter("never")
        store.setDeferred(forKey: "k", by: writer)
        store.discardDeferredTexts()
        #expect(!store.isDeferred(forKey: "k", by: writer))
        store.makeDeferredText(forKey: "k", by: writer)
        #expect(writer.made == 0)
    }
}
