import Foundation
import ScenarioAppKit
import ScenarioKit
import ScenarioTestSupport
import Testing

@Suite("Values (docs/FORMAT.md)")
struct ValueTests {
    @Test("durations come to whole milliseconds", arguments: [
        ("0", 0), ("250ms", 250), ("2s", 2_000), ("1.5s", 1_500), ("1m", 60_000),
        ("0.25s", 250), ("0ms", 0), ("1.5m", 90_000), ("0.001s", 1),
    ])
    func durations(_ text: String, _ milliseconds: Int) throws {
        let steps = try decodeSteps("  - wait: \(text)")
        #expect(steps.first?.kind == .wait(milliseconds: milliseconds))
    }

    @Test("index paths: an item of section 0, or [section, item]", arguments: [
        ("3", IndexPath(item: 3, section: 0)),
        ("[1, 0]", IndexPath(item: 0, section: 1)),
        ("[0, 12]", IndexPath(item: 12, section: 0)),
    ])
    func indexPaths(_ text: String, _ indexPath: IndexPath) throws {
        let steps = try decodeSteps("  - touch: {cell: \(text)}", extra: "app: board")
        guard case .touch(let target)? = steps.first?.kind else {
            Issue.record("not a touch")
            return
        }
        #expect(target.kind == .cell(indexPath))
    }

    @Test("a representation is text, a timed value, an image size, or fields")
    func representations() throws {
        let scenario = try decodeOne("""
        scenario: s
        sources:
          safari:
            - id: a
              provides:
                public.plain-text: hello
                public.url: { value: "https://a.example/a.jpg", after: 300ms }
                public.image: { width: 640, height: 480.5, after: 1s, fails: timed out }
                com.example.person: { fields: { name: Ada }, fails: "no" }
        """)
        let representations = try #require(scenario.sources.first?.items.first?.representations)
        #expect(representations == [
            .init(typeIdentifier: "public.plain-text", value: .text("hello")),
            .init(typeIdentifier: "public.url", value: .text("https://a.example/a.jpg"), delay: 300),
            .init(typeIdentifier: "public.image", value: .image(.init(width: 640, height: 480.5)), delay: 1_000, failure: "timed out"),
            .init(typeIdentifier: "com.example.person", value: .fields([.init(name: "name", value: "Ada")]), failure: "no"),
        ])
    }

    @Test("a short decimal is read to the same Double as strtod reads it, and the rest still the long way", arguments: [
        "0.8", "1.78", "0.67", "1200", "480.5", "-0.5", "-0", "0.1", "0.3", "1.", ".5", "-.5", "007",
        "123456789012345", "0.000000000000001", "99999.9999999999", "1234567890123456", "1e3", "+5", "2.5e-3",
    ])
    func shortDecimals(_ text: String) {
        let expected = Double(text)
        #expect(NodeDecoder.parseNumber(text)?.bitPattern == expected?.bitPattern)
    }

    @Test("an integer is read as Int(_:) reads it: a sign, digits, and nothing past Int's range", arguments: [
        "0", "7", "-0", "+5", "-12", "007", "9223372036854775807", "-9223372036854775808",
        "9223372036854775808", "-9223372036854775809", "99999999999999999999", "", "-", "+", "+-5", "1.5", "1e3", " 1", "1_000", "٣",
    ])
    func integers(_ text: String) {
        #expect(NodeDecoder.parseInteger(text) == Int(text))
    }

    @Test("every decimal of up to 15 digits takes the short way and lands on strtod's Double")
    func shortDecimalsAgreeWithStrtod() {
        // A fixed walk through digit strings and point positions, the same on every run.
        var generator = SeededGenerator(seed: 0x9E37_79B9_7F4A_7C15)
        for _ in 0..<20_000 {
            let state = generator.next()
            let count = Int(state >> 60) % 15 + 1
            var digits = String((state >> 11) % 1_000_000_000_000_000).suffix(count)
            let point = Int(state >> 33) % (digits.count + 1)
            if point < digits.count { digits.insert(".", at: digits.index(digits.startIndex, offsetBy: point)) }
            let text = (state & 1 == 0 ? "-" : "") + digits
            #expect(NodeDecoder.shortDecimal(text) != nil, "\(text)")
            #expect(NodeDecoder.shortDecimal(text)?.bitPattern == Double(text)?.bitPattern, "\(text)")
        }
    }
}
