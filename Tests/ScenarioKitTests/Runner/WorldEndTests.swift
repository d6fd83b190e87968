@testable import DragDropCore
@testable import ScenarioKit
import Testing

/// A writer that counts the texts it makes.
private final class CountingWriter: KeyValueStoreWriter {
    var made = 0

    func text(forKey key: String) -> String {
        made += 1
        return "text"
    }
}

@Suite("A world's end")
struct WorldEndTests {
    @Test("a world's end switches its store off: a text still owed is never made, not even by its writer")
    func storeSwitchedOff() throws {
        let (_, scenario) = try scenario("""
        scenario: nothing happens
        steps:
          - wait: 10ms
        """)
        let writer = CountingWriter()
        var store: KeyValueStore?
        do {
            let world = try World(scenario, prepare: { system in
                system.defaults.setDeferred(forKey: "probe", by: writer)
                store = system.defaults
            })
            #expect(world.system.defaults.isDeferred(forKey: "probe", by: writer))
        }
        store?.makeDeferredText(forKey: "probe", by: writer)
        #expect(store != nil)
        #expect(writer.made == 0)
    }
}
