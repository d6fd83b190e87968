import ScenarioKit
import ScenarioAppKit
import Testing

@Suite("GivenNode: an app's typed reading of its given")
struct GivenNodeTests {
    static let apps = AppRegistry(ProbeApp.self, defaultApp: "probe")

    @Test("each method reads the format's values")
    func reads() throws {
        let (file, diagnostics) = ScenarioFile.decode("""
        scenario: s
        given:
          text: hello
          integer: 3
          number: 1.5
          flag: true
          delay: 1.5s
          cell: [1, 2]
          spot: [10, 20.5]
          colour: green
          operation: move
          list: [1, 2]
          texts: [a, b]
          views: { left: l, right: r }
          provides: { public.plain-text: hi, public.url: "https://x.example" }
          local: 7
        """, path: "p.yaml", apps: Self.apps)
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        let read = try #require(file.scenarios.first?.app.configuration(as: ProbeApp.Configuration.self)).read
        #expect(read == [
            "text": "hello", "integer": "3", "number": "1.5", "flag": "true", "delay": "1500ms",
            "cell": "1,2", "spot": "10.0,20.5", "colour": "green", "operation": "move", "list": "1 2",
            "texts": "a b", "views": "left@14:l right@14:r", "provides": "public.plain-text public.url", "local": "7",
        ])
    }

    @Test("each method reports what is wrong at the value's line and column, all at once")
    func errors() {
        let (_, diagnostics) = ScenarioFile.decode("""
        scenario: s
        given:
          text: [a]
          integer: -1
          number: 0
          flag: yes
          delay: soon
          cell: [1]
          spot: here
          colour: gren
          operation: cancel
          list: 3
          texts: [a, [b]]
          views: [left]
          provides: {}
          local: { value: x, after: 1s }
          custom: { a: 1 }
          colours: red
        """, path: "p.yaml", apps: Self.apps)
        #expect(diagnostics.map(\.description) == [
            "p.yaml:3:9: error: expected a string for 'text', found a sequence",
            "p.yaml:4:12: error: 'integer' must be at least 0, found -1",
            "p.yaml:5:11: error: 'number' must be greater than 0, found 0",
            "p.yaml:6:9: error: expected true or false for 'flag', found 'yes'",
            "p.yaml:7:10: error: invalid duration 'soon': write 0, 250ms, 2s, 1.5s or 1m",
            "p.yaml:8:9: error: invalid index path '[1]': write an item number such as 3, or [section, item] such as [1, 0]",
            "p.yaml:9:9: error: invalid point 'here': write [x, y], such as [100, 250]",
            "p.yaml:10:11: error: unknown colour 'gren'; did you mean 'green'?",
            "p.yaml:11:14: error: unknown operation 'cancel'; expected one of: copy, move",
            "p.yaml:12:9: error: expected a sequence for 'list', found '3'",
            "p.yaml:13:14: error: expected a string for an entry of 'texts', found a sequence",
            "p.yaml:14:10: error: expected a mapping for 'views', found a sequence",
            "p.yaml:15:13: error: 'provides' needs at least one type identifier",
            "p.yaml:16:22: error: 'after' has no meaning for 'local': a local object is there at once",
            "p.yaml:17:11: error: custom problem with {a: 1}",
            "p.yaml:18:3: error: unknown key 'colours'; did you mean 'colour'?",
        ])
    }

    @Test("a key is found by its exact spelling only: not a prefix, not a longer word, not another case")
    func keysByName() {
        enum Key: String, DecodingKey { case url, urls, aspect, fetch, after }
        #expect(Key.named("url") == .url)
        #expect(Key.named("urls") == .urls)
        #expect(Key.named("after") == .after)
        for wrong in ["", "ur", "urk", "URL", "urlss", "aspect ", "fetchx", "é"] { #expect(Key.named(wrong) == nil, "\(wrong)") }
    }
}
