import Bookmarks
import Foundation
import ScenarioTesting
import Testing

/// `given.bookmarks` holds URLs: a text that is none is an error at it, not left out unseen.
@Suite("The bookmarks' given")
struct BookmarksGivenTests {
    /// The problems of one scenario file written with `text`, as `ScenarioCase` reports them.
    static func problems(_ text: String) throws -> [String] {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("bookmarks-given-\(getpid())-\(UInt64.random(in: 0...UInt64.max))")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("b.yaml")
        try Data(text.utf8).write(to: file)
        return ScenarioCase.all(in: [file.path], apps: .bookmarks).flatMap { $0.problems() }
            .map { $0.description.replacingOccurrences(of: folder.path + "/", with: "") }
    }

    @Test("a bookmark that URL(string:) refuses is an error at it, each one")
    func notAURL() throws {
        let problems = try Self.problems("""
        scenario: s
        given: { bookmarks: ["", "https://a.example", "http://[::1"] }
        steps:
          - wait: 1ms
        """)
        #expect(problems == [
            "b.yaml:2:22: error: expected a URL for an entry of 'bookmarks', found ''",
            "b.yaml:2:47: error: expected a URL for an entry of 'bookmarks', found 'http://[::1'",
        ])
    }
}
