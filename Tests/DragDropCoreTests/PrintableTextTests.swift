import DragDropCore
import Testing

@Suite("Text from files, made safe to show a line at a time")
struct PrintableTextTests {
    @Test("control characters and bidirectional controls become escapes; other text stays", arguments: [
        ("plain text, é and ✓", "plain text, é and ✓"),
        ("a\u{1B}[2Jb", "a\\e[2Jb"),
        ("tab\there\r\nnext", "tab\\there\\r\\nnext"),
        ("\u{0}\u{7F}\u{85}\u{9B}", "\\u{0}\\u{7F}\\u{85}\\u{9B}"),
        ("evil\u{202E}txt.yaml\u{2066}", "evil\\u{202E}txt.yaml\\u{2066}"),
        ("\u{202A}\u{202B}\u{202C}\u{202D}\u{2067}\u{2068}\u{2069}", "\\u{202A}\\u{202B}\\u{202C}\\u{202D}\\u{2067}\\u{2068}\\u{2069}"),
    ])
    func escapes(text: String, shown: String) {
        #expect(PrintableText.escaped(text) == shown)
        // Escaped text is printable: escaping it again changes nothing.
        #expect(PrintableText.escaped(shown) == shown)
    }

    @Test("an item id holding line breaks is recorded on one trace line")
    func traceLine() {
        let system = DragDropSystem()
        let index = system.trace.record("safari.drag", "itemsForBeginning sun\r\n    0ms  app  forged\nrise")
        system.trace.complete(index, result: "1 item\u{1B}[2J")
        #expect(system.trace.render() == "    0ms  safari.drag      itemsForBeginning sun\\r\\n    0ms  app  forged\\nrise -> 1 item\\e[2J\n")
    }

    @Test("a line break and a typed backslash-n make different trace lines")
    func unambiguous() {
        let system = DragDropSystem()
        system.trace.record("safari.drag", "itemsForBeginning a\nb")
        system.trace.record("safari.drag", "itemsForBeginning a\\nb")
        #expect(system.trace.render() == "    0ms  safari.drag      itemsForBeginning a\\nb\n    0ms  safari.drag      itemsForBeginning a\\\\nb\n")
    }

    @Test("every byte, at every place of a long line, is escaped as alone: a backslash, a control or a non-ASCII one")
    func everyByteAtEveryPlace() {
        // Lines are checked eight bytes at a time: each place of two words and a tail.
        let plain = Array("collection.drop performDrop 0".utf8)
        for place in plain.indices {
            for scalar in (0x00...0xFF).compactMap(Unicode.Scalar.init) {
                var text = String(decoding: plain[..<place], as: UTF8.self)
                text.unicodeScalars.append(scalar)
                text += String(decoding: plain[(place + 1)...], as: UTF8.self)
                var expected = String(decoding: plain[..<place], as: UTF8.self)
                expected += scalar == "\\" ? "\\\\" : PrintableText.escape(scalar) ?? String(scalar)
                expected += String(decoding: plain[(place + 1)...], as: UTF8.self)
                #expect(PrintableText.unambiguous(text) == expected, "byte \(scalar.value) at \(place)")
            }
        }
    }
}
