import Foundation
import YAMLReader

/// Scalars read as the format's values: text, integers, numbers, booleans, durations,
/// index paths, points and words from a fixed list.
extension NodeDecoder {
    /// Any non-null scalar as text.
    @usableFromInline package mutating func string(_ node: Node, for what: @autoclosure () -> String) -> String? {
        guard let scalar = node.scalar, !scalar.isNull else {
            var message = Self.expected("a string", for: what(), found: node)
            // `- a: b` reads as a mapping; text holding ': ' needs quotes.
            if let pairs = node.mapping?.pairs, pairs.count == 1, pairs[0].key.scalar?.style == .plain {
                message += Self.quoteHint
            }
            error(message, at: node)
            return nil
        }
        return scalar.value
    }

    /// Text, or `.some(nil)` for a null written as `~`; nil when the node is neither.
    package mutating func optionalString(_ node: Node, for what: @autoclosure () -> String) -> String?? {
        if node.scalar?.isNull == true { return .some(nil) }
        return string(node, for: what()).map { .some($0) }
    }

    package mutating func strings(_ node: Node, for what: @autoclosure () -> String) -> [String]? {
        guard let items = sequence(node, for: what()) else { return nil }
        var result: [String] = []
        var valid = true
        for item in items {
            if let text = string(item, for: "an entry of \(what())") { result.append(text) } else { valid = false }
        }
        return valid ? result : nil
    }

    /// A plain integer no smaller than `minimum`.
    package mutating func integer(_ node: Node, for what: @autoclosure () -> String, minimum: Int? = nil) -> Int? {
        guard let scalar = node.scalar, scalar.style == .plain, let value = Self.parseInteger(scalar.value) else {
            error(Self.expected("an integer", for: what(), found: node), at: node)
            return nil
        }
        if let minimum, value < minimum {
            error(Self.tooSmall(what(), value: value, minimum: minimum), at: node)
            return nil
        }
        return value
    }

    /// A plain decimal number, greater than 0 when `positive`.
    package mutating func number(_ node: Node, for what: @autoclosure () -> String, positive: Bool = false) -> Double? {
        guard let scalar = node.scalar, scalar.style == .plain, let value = Self.parseNumber(scalar.value) else {
            error(Self.expected("a number", for: what(), found: node), at: node)
            return nil
        }
        if positive, value <= 0 {
            error(Self.notPositive(what(), value: scalar.value), at: node)
            return nil
        }
        return value
    }

    package mutating func bool(_ node: Node, for what: @autoclosure () -> String) -> Bool? {
        if let scalar = node.scalar, scalar.style == .plain {
            switch scalar.value {
            case "true", "True", "TRUE": return true
            case "false", "False", "FALSE": return false
            default: break
            }
        }
        error(Self.expected("true or false", for: what(), found: node), at: node)
        return nil
    }

    /// `true`, the only value of a flag such as `empty: true`.
    package mutating func flag(_ node: Node, for what: @autoclosure () -> String) -> Bool {
        guard let value = bool(node, for: what()) else { return false }
        if !value { error(Self.flagFalse(what()), at: node) }
        return value
    }

    /// One of `words`, with a suggestion when it is not.
    /// Inlinable, so that each `Word` gets its own specialised copy: unspecialised, the
    /// raw values were read through witness tables, a few hundred instructions a word.
    @inlinable package mutating func word<Word: RawRepresentable<String> & CaseIterable>(_ node: Node, _: Word.Type, noun: String, allowed: [Word]? = nil) -> Word? {
        guard let text = string(node, for: "'\(noun)'") else { return nil }
        // The words are spelt out only for the message: listing an enum's cases costs more
        // than the rest of a scenario's `given`.
        if let word = Word(rawValue: text), allowed.map({ $0.contains { $0.rawValue == text } }) ?? true { return word }
        let candidates = (allowed ?? Array(Word.allCases)).map(\.rawValue)
        error(Self.unknownWord(noun, text, in: candidates), at: node)
        return nil
    }

    /// A duration in milliseconds: `0`, `250ms`, `2s`, `1.5s` or `1m`.
    package mutating func duration(_ node: Node, for what: @autoclosure () -> String) -> Int? {
        guard let scalar = node.scalar, !scalar.isNull else {
            error(Self.expected("a duration", for: what(), found: node), at: node)
            return nil
        }
        guard let milliseconds = Self.parseDuration(scalar.value) else {
            error(Self.durationProblem(scalar.value), at: node)
            return nil
        }
        return milliseconds
    }

    /// `3` is item 3 of section 0; `[1, 0]` is section 1, item 0.
    package mutating func indexPath(_ node: Node, for what: @autoclosure () -> String) -> IndexPath? {
        if let scalar = node.scalar, scalar.style == .plain, let item = Self.parseInteger(scalar.value), item >= 0 {
            return IndexPath(item: item, section: 0)
        }
        if let items = node.sequence?.items, items.count == 2,
           let section = items[0].scalar.flatMap({ $0.style == .plain ? Self.parseInteger($0.value) : nil }),
           let item = items[1].scalar.flatMap({ $0.style == .plain ? Self.parseInteger($0.value) : nil }),
           section >= 0, item >= 0 {
            return IndexPath(item: item, section: section)
        }
        error(Self.invalidIndexPath(Self.flow(node)), at: node)
        return nil
    }

    /// `[x, y]`.
    package mutating func point(_ node: Node, for what: @autoclosure () -> String) -> CGPoint? {
        if let items = node.sequence?.items, items.count == 2,
           let x = items[0].scalar.flatMap({ $0.style == .plain ? Self.parseNumber($0.value) : nil }),
           let y = items[1].scalar.flatMap({ $0.style == .plain ? Self.parseNumber($0.value) : nil }) {
            return CGPoint(x: x, y: y)
        }
        error(Self.invalidPoint(Self.flow(node)), at: node)
        return nil
    }
}

extension NodeDecoder {
    /// Whether `text` is empty or only spaces and tabs (Unicode's space separators and U+0009,
    /// Foundation's `.whitespaces`): what `trimmingCharacters(in: .whitespaces)` empties,
    /// answered at the first other character instead of through Foundation's character sets.
    package static func isBlank(_ text: String) -> Bool {
        text.unicodeScalars.allSatisfy { $0 == "\t" || $0.properties.generalCategory == .spaceSeparator }
    }

    /// A sign, then digits only; nil when it does not fit an `Int`, as `Int(_:)` reads it.
    /// Read by bytes, in one pass: `hasPrefix`, `dropFirst` and `Int(_:)` on the text cost
    /// several times the rest, for every index path and count of every step.
    package static func parseInteger(_ text: String) -> Int? {
        var value = 0
        var isNegative = false
        var hasDigit = false
        var isFirst = true
        for byte in text.utf8 {
            if isFirst {
                isFirst = false
                if byte == UInt8(ascii: "-") || byte == UInt8(ascii: "+") {
                    isNegative = byte == UInt8(ascii: "-")
                    continue
                }
            }
            guard byte >= 0x30, byte <= 0x39 else { return nil }
            // Accumulated towards the sign, so that `Int.min` fits as it does for `Int(_:)`.
            let digit = Int(byte &- 0x30)
            let (tens, overflow) = value.multipliedReportingOverflow(by: 10)
            let (next, carry) = isNegative ? tens.subtractingReportingOverflow(digit) : tens.addingReportingOverflow(digit)
            guard !overflow, !carry else { return nil }
            value = next
            hasDigit = true
        }
        return hasDigit ? value : nil
    }

    /// Decimal numbers only: no `inf`, `nan` or hexadecimal, which `Double(_:)` would take.
    package static func parseNumber(_ text: String) -> Double? {
        if let value = shortDecimal(text) { return value }
        var hasDigit = false
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): hasDigit = true
            case UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "e"), UInt8(ascii: "E"): continue
            default: return nil
            }
        }
        guard hasDigit, let value = Double(text), value.isFinite else { return nil }
        return value
    }

    /// `-12.75` and the like, at most 15 digits with at most one point, read without
    /// `strtod`: the digits make an integer below 2^53 and the power of ten is at most 10^15,
    /// both exact as `Double`s, so their quotient is rounded once, correctly, as `strtod`
    /// rounds. Nil for anything else, which `parseNumber` reads the long way.
    package static func shortDecimal(_ text: String) -> Double? {
        var digits: UInt64 = 0
        var count = 0
        var fractionDigits = 0
        var hasPoint = false
        var isNegative = false
        var isFirst = true
        for byte in text.utf8 {
            let wasFirst = isFirst
            isFirst = false
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                count += 1
                guard count <= 15 else { return nil }
                digits = digits * 10 + UInt64(byte - UInt8(ascii: "0"))
                if hasPoint { fractionDigits += 1 }
            case UInt8(ascii: ".") where !hasPoint:
                hasPoint = true
            case UInt8(ascii: "-") where wasFirst:
                isNegative = true
            default:
                return nil
            }
        }
        guard count > 0 else { return nil }
        let value = Double(digits) / powersOfTen[fractionDigits]
        return isNegative ? -value : value
    }

    /// 10^0 through 10^15, each exact.
    private static let powersOfTen: [Double] = [1, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15]

    /// Milliseconds for `0`, or a decimal number and a unit (`ms`, `s`, `m`) that comes to a
    /// whole number of milliseconds; nil for anything else.
    package static func parseDuration(_ text: String) -> Int? {
        if text == "0" { return 0 }
        // Read by bytes, in one pass: `hasSuffix` and `dropLast` on the text cost more than
        // the rest. Digits with at most one point between them, 12 at most (the number
        // without its point, `scaled`, fits an Int), then the unit's letters.
        let bytes = text.utf8
        var scaled = 0
        var digits = 0
        var fractionDigits = 0
        var hasPoint = false
        var unitStart = bytes.endIndex
        for index in bytes.indices {
            let byte = bytes[index]
            if byte >= UInt8(ascii: "a"), byte <= UInt8(ascii: "z") {
                unitStart = index
                break
            }
            if byte == UInt8(ascii: "."), !hasPoint, digits > 0 {
                hasPoint = true
                continue
            }
            guard byte >= 0x30, byte <= 0x39, digits < 12 else { return nil }
            scaled = scaled * 10 + Int(byte - 0x30)
            digits += 1
            if hasPoint { fractionDigits += 1 }
        }
        // The letters are ASCII, so `unitStart` is where a character starts.
        let letters = String(text[unitStart...])
        guard digits > 0, !hasPoint || fractionDigits > 0,
              let unit = durationUnits.first(where: { $0.suffix == letters }) else { return nil }
        // scaled / 10^fractionDigits of the unit must be whole milliseconds.
        var divisor = 1
        for _ in 0..<fractionDigits { divisor *= 10 }
        let (total, overflow) = scaled.multipliedReportingOverflow(by: unit.factor)
        guard !overflow, total % divisor == 0 else { return nil }
        return total / divisor
    }

    /// The units of a duration, each with its milliseconds.
    private static let durationUnits: [(suffix: String, factor: Int)] = [("ms", 1), ("s", 1_000), ("m", 60_000)]

    /// A node in flow style for a message: `[1, -2]`; quoted scalars keep their quotes,
    /// since `"3"` is text where `3` is a number.
    package static func flow(_ node: Node) -> String {
        switch node {
        case .scalar(let scalar):
            switch scalar.style {
            case .singleQuoted, .doubleQuoted: "\"" + excerpt(scalar.value) + "\""
            default: excerpt(scalar.value)
            }
        case .sequence(let sequence): excerpt("[" + sequence.items.map(flow).joined(separator: ", ") + "]")
        case .mapping(let mapping): excerpt("{" + mapping.pairs.map { flow($0.key) + ": " + flow($0.value) }.joined(separator: ", ") + "}")
        }
    }

    package static let quoteHint = " (text holding ': ' needs quotes)"

    package static func tooSmall(_ what: String, value: Int, minimum: Int) -> String {
        "\(what) must be at least \(minimum), found \(value)"
    }

    package static func notPositive(_ what: String, value: String) -> String {
        "\(what) must be greater than 0, found \(excerpt(value))"
    }

    package static func flagFalse(_ what: String) -> String {
        "\(what) takes only 'true'"
    }

    @usableFromInline package static func unknownWord(_ noun: String, _ word: String, in candidates: [String]) -> String {
        "unknown \(noun) '\(excerpt(word))'" + Suggestion.hint(for: word, in: candidates)
    }

    package static func invalidDuration(_ text: String) -> String {
        "invalid duration '\(excerpt(text))': write 0, 250ms, 2s, 1.5s or 1m"
    }

    /// Why `text` is no duration: said plainly for a duration of the right shape that is
    /// negative, finer than a millisecond or too long; the forms otherwise.
    package static func durationProblem(_ text: String) -> String {
        let magnitude = text.hasPrefix("-") ? String(text.dropFirst()) : text
        let units = ["ms", "s", "m"]
        guard let unit = units.first(where: { magnitude.hasSuffix($0) }) else { return invalidDuration(text) }
        let number = magnitude.dropLast(unit.count)
        let parts = number.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
        let wellFormed = !parts[0].isEmpty && parts.allSatisfy { !$0.isEmpty && $0.utf8.allSatisfy { $0 >= 0x30 && $0 <= 0x39 } }
        guard wellFormed else { return invalidDuration(text) }
        if text.hasPrefix("-") { return "invalid duration '\(excerpt(text))': a duration cannot be negative" }
        if parts.joined().count > 12 { return "invalid duration '\(excerpt(text))': too long (at most 12 digits)" }
        return "invalid duration '\(excerpt(text))': not a whole number of milliseconds"
    }

    package static func invalidIndexPath(_ text: String) -> String {
        "invalid index path '\(text)': write an item number such as 3, or [section, item] such as [1, 0]"
    }

    package static func invalidPoint(_ text: String) -> String {
        "invalid point '\(text)': write [x, y], such as [100, 250]"
    }
}
