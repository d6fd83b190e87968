import Foundation
@testable import ScenarioKit
import Testing
import YAMLReader

/// `matchesByBytes(url:)`, the checker's way of matching image URLs, answers as
/// `matches(url:)` does, and its byte comparison alone finds only true matches.
@Suite("Image URLs matched by bytes")
struct ImageURLBytesTests {
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

    @Test("matching by bytes answers as matching by strings", arguments: cases)
    func agrees(expected: String, actual: String, matches: Bool) {
        let expectation = Self.expectation(expected)
        #expect(expectation.matches(url: actual) == matches)
        #expect(expectation.matchesByBytes(url: actual) == matches)
    }

    @Test("the byte comparison finds a match only where the bytes are the URL or its last component")
    func bytesAlone() {
        func bytesMatch(_ expected: String, _ actual: String) -> Bool {
            Array(expected.utf8).withUnsafeBufferPointer { expected in
                Array(actual.utf8).withUnsafeBufferPointer { actual in ImageExpectation.bytesMatch(expected, actual) }
            }
        }
        #expect(bytesMatch("a.jpg", "https://img.example/a.jpg"))
        #expect(bytesMatch("https://img.example/a.jpg", "https://img.example/a.jpg"))
        #expect(!bytesMatch("a.jpg", "https://img.example/xa.jpg"))
        #expect(!bytesMatch("e/a.jpg", "https://img.example/a.jpg"))
        // Canonically equal, different bytes: left to `matches(url:)`.
        #expect(!bytesMatch("caf\u{E9}.jpg", "https://img.example/cafe\u{301}.jpg"))
    }
}
