import Foundation
@testable import ScenarioKit
import Testing
import YAMLReader

/// `matches(url:)`, the checker's way of matching image URLs: the whole URL or its last
/// component, compared as text (canonically equal spellings match).
@Suite("Image URLs matched")
struct ImageURLTests {
    static let cases: [(expected: String, actual: String, matches: Bool)] = [
        ("https://img.example/a.jpg", "https://img.example/a.jpg", true),
        ("a.jpg", "https://img.example/a.jpg", true),
        ("a.jpg", "https://img.example/ba.jpg", false),
        ("a.jpg", "https://img.example/a.jpg/", false),
        ("example/a.jpg", "https://img.example/a.jpg", false),
        ("a.jpg", "a.jpg", true),
        ("a.jpg", "/a.jpg", true),
        ("", "https://img.example/", true),
        ("", "", true),
        ("b.jpg", "a.jpg", false),
        ("a.jpg", "", false),
        ("caf\u{E9}.jpg", "https://img.example/cafe\u{301}.jpg", true),
        ("cafe\u{301}.jpg", "https://img.example/caf\u{E9}.jpg", true),
        ("caf\u{E9}.jpg", "https://img.example/caf\u{E9}.jpg", true),
        ("caf\u{E9}.jpg", "https://img.example/cafe.jpg", false),
    ]

    static func expectation(_ url: String) -> ImageExpectation {
        ImageExpectation(url: url, location: SourceLocation(file: "t.yaml", line: 1, column: 1))
    }

    @Test("an image matches its URL or its last path component, compared as text", arguments: cases)
    func matches(expected: String, actual: String, matches: Bool) {
        #expect(Self.expectation(expected).matches(url: actual) == matches)
    }
}
