import ScenarioKit
import Testing

@Suite("Trace patterns")
struct LinePatternTests {
    @Test("a pattern matches a whole line, with * for any run of characters", arguments: [
        ("collection.drop performDrop*", "collection.drop performDrop [0,2] items=1", true),
        ("collection.drop performDrop", "collection.drop performDrop [0,2] items=1", false),
        ("*performDrop*", "collection.drop performDrop [0,2] items=1", true),
        ("collection.drag  dragSessionDidEnd   move", "collection.drag dragSessionDidEnd move", true),
        ("a*b*c", "abc", true),
        ("a*b*c", "acb", false),
        ("a*a", "a", false),
        ("*", "", true),
        ("safari.provider loaded * sunrise", "safari.provider loaded public.url sunrise", true),
    ])
    func matching(pattern: String, line: String, matches: Bool) {
        #expect(LinePattern(pattern).matches(line) == matches)
    }
}
