@testable import ScenarioKit
import Testing

/// A fragment file is one key however its path is spelt; a path normal already comes back
/// as it is, without being taken apart (every file checked is normalised once).
@Suite("Fragment file paths")
struct FragmentPathTests {
    @Test("a path is normalised to one spelling, a normal one left as it is", arguments: [
        ("a/b.yaml", "a/b.yaml"), ("../a", "../a"), ("../../a/b", "../../a/b"), ("/abs/x.yaml", "/abs/x.yaml"),
        ("..", ".."), ("...", "..."), ("a/.hidden/..b", "a/.hidden/..b"),
        ("a/../b", "b"), ("./a", "a"), ("a//b", "a/b"), ("a/", "a"), ("/abs/./x", "/abs/x"), ("/", "/"),
        ("../a/..", ".."), ("a/b/../../..", ".."), ("", ""), ("//a", "/a"), (".", ""),
    ])
    func normalised(path: String, expected: String) {
        #expect(FragmentLibrary.normalise(path) == expected)
    }
}
