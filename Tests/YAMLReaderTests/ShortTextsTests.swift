import Foundation
import Synchronization
import Testing
@testable import YAMLReader

@Suite("Short texts remembered within one read")
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
        var table = ShortTexts()
        for round in 0..<3 {
            for text in Self.texts {
                #expect(Self.read(text, from: &table) == text, "round \(round): \(text.debugDescription)")
            }
        }
    }

    @Test("texts that fill and refill the table's slots each come back as themselves")
    func manyTexts() {
        var table = ShortTexts()
        let texts = (0..<2_000).map { "k\($0 * 7919)" }
        for text in texts + texts.reversed() {
            #expect(Self.read(text, from: &table) == text)
        }
    }

    @Test("a file's repeated keys and words read as written, in every document and after an error")
    func repeatedTextsInAFile() {
        let text = (0..<50).map { "- {touch: \($0 % 7), cell: [0, \($0)], word: w\($0 % 3)}" }.joined(separator: "\n")
        let stream = text + "\n---\n- [unclosed\n---\n" + text + "\n"
        let results = YAMLParser().documents(in: stream, file: "t.yaml")
        let documents = results.compactMap { try? $0.get() }
        #expect(results.count == 3 && documents.count == 2)
        for document in documents {
            let items = document.root.sequence?.items ?? []
            #expect(items.count == 50)
            for (index, item) in items.enumerated() {
                #expect(item.mapping?["touch"]?.scalar?.value == "\(index % 7)")
                #expect(item.mapping?["word"]?.scalar?.value == "w\(index % 3)")
                #expect(item.mapping?["cell"]?.sequence?.items.last?.scalar?.value == "\(index)")
            }
        }
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
                _ = try? YAMLParser().parse("t\(thread): r\(round)", file: "other.yaml")
            }
        }
        #expect(failures.withLock { $0 } == 0)
    }

    private static func read(_ text: String, from table: inout ShortTexts) -> String {
        let bytes = Array(text.utf8)
        return bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return "" }
            return YAMLParser.Pass.text(base, count: buffer.count, remembering: &table)
        }
    }
}
