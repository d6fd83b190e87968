import Foundation
import Synchronization
import Testing
@testable import YAMLReader

@Suite("Short texts kept from one file to the next")
struct ShortTextsTests {
    /// Texts that share bytes, differ only in length or in a NUL, cross the 15-byte limit
    /// or are not ASCII: each must come back as exactly its own text.
    static let texts: [String] = [
        "a", "a\u{0}", "a\u{0}\u{0}", "ab", "ba", "touch", "touch ", "cell", "0", "00", "1.5s",
        "fifteen bytes!!", "sixteen bytes!!!", "é", "e\u{301}", "😀", "ẞtraße", "€€€€€",
        String(repeating: "x", count: 15), String(repeating: "x", count: 14), String(repeating: "x", count: 40),
    ]

    @Test("a text read through the table is the text of its bytes, read once or again")
    func textsAreTheirBytes() {
        let table = ShortTexts()
        for round in 0..<3 {
            for text in Self.texts {
                #expect(Self.read(text, from: table) == text, "round \(round): \(text.debugDescription)")
            }
        }
    }

    @Test("texts that fill and refill the table's slots each come back as themselves")
    func manyTexts() {
        let table = ShortTexts()
        let texts = (0..<2_000).map { "k\($0 * 7919)" }
        for text in texts + texts.reversed() {
            #expect(Self.read(text, from: table) == text)
        }
    }

    @Test("passes at the same time each take a table of their own")
    func tablesAreNotShared() {
        let first = ShortTexts.take()
        let second = ShortTexts.take()
        #expect(first !== second)
        first.giveBack()
        second.giveBack()
    }

    @Test("files read on several threads at once read the same as one by one")
    func readingOnThreads() throws {
        let texts = (0..<300).map { "key\($0): v\($0 % 17)" }.joined(separator: "\n")
        let expected = try YAMLParser().parse(texts, file: "t.yaml")
        let failures = Mutex(0)
        DispatchQueue.concurrentPerform(iterations: 8) { thread in
            for round in 0..<40 {
                let documents = try? YAMLParser().parse(texts, file: "t.yaml")
                if documents != expected { failures.withLock { $0 += 1 } }
                // Other texts in between, so the threads' tables change under each other.
                _ = try? YAMLParser().parse("t\(thread): r\(round)", file: "other.yaml")
            }
        }
        #expect(failures.withLock { $0 } == 0)
    }

    private static func read(_ text: String, from table: ShortTexts) -> String {
        let bytes = Array(text.utf8)
        return bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return "" }
            return table.text(base, count: buffer.count)
        }
    }
}
