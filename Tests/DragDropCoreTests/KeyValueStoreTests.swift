import DragDropCore
import Foundation
import Testing

@Suite("The device's store")
struct KeyValueStoreTests {
    @Test("a key holds what was set last, and each getter answers for its own kind only, as UserDefaults' do")
    func settingAndGetting() {
        let store = KeyValueStore()
        store.set(Data("{}".utf8), forKey: "k")
        #expect(store.data(forKey: "k") == Data("{}".utf8))
        #expect(store.string(forKey: "k") == nil)
        store.set("text", forKey: "k")
        #expect(store.string(forKey: "k") == "text")
        #expect(store.data(forKey: "k") == nil)
        store.set(nil as Data?, forKey: "k")
        #expect(store.string(forKey: "k") == nil)
        #expect(store.keys == [])
    }

    @Test("the keys holding a value are listed sorted, whatever order they were set in")
    func keysSorted() {
        let store = KeyValueStore()
        store.set("b", forKey: "SavedGalleries.unreadable")
        store.set(Data(), forKey: "SavedGalleries")
        store.set("a", forKey: "A")
        store.removeObject(forKey: "A")
        #expect(store.keys == ["SavedGalleries", "SavedGalleries.unreadable"])
    }

    @Test("the store survives a relaunch of the app")
    func survivesRelaunch() throws {
        let system = DragDropSystem()
        system.defaults.set("kept", forKey: "k")
        try system.terminateApp()
        #expect(system.defaults.string(forKey: "k") == "kept")
    }
}
