import Foundation

/// UIKit's `IndexPath(item:section:)` vocabulary, which Foundation only offers on Apple's systems.
extension IndexPath {
    /// Built as one index and then a second, which Foundation keeps as a pair in place:
    /// `init(indexes: [section, item])` allocated an array for every index path made, and
    /// the engine makes several per cell.
    public init(item: Int, section: Int) {
        self.init(index: section)
        append(item)
    }

    public var section: Int {
        count > 0 ? self[0] : 0
    }

    public var item: Int {
        count > 1 ? self[1] : 0
    }

    /// The trace's spelling: `[0,2]`. Written digit by digit into the string's own storage
    /// rather than joined or interpolated: the trace spells one per cell at launch and
    /// several per callback, and joining cost hundreds of instructions each.
    public var traceDescription: String {
        let section = section, item = item
        // The exact length, so that a short one (nearly all) is a small string in place
        // rather than a buffer allocated for the longest.
        return String(unsafeUninitializedCapacity: Self.length(of: section) + Self.length(of: item) + 3) { text in
            var count = 0
            text[count] = UInt8(ascii: "[")
            count += 1
            Self.write(section, into: text, at: &count)
            text[count] = UInt8(ascii: ",")
            count += 1
            Self.write(item, into: text, at: &count)
            text[count] = UInt8(ascii: "]")
            return count + 1
        }
    }

    /// `before`, the trace's spelling of the index path and `after` in one string, written
    /// into its own storage at its exact size: `cell [0,3] fetched` made by joining or
    /// interpolating cost a thousand instructions or more, a line per cell and callback.
    public func traceText(_ before: StaticString, _ after: StaticString = "") -> String {
        let section = section, item = item
        let count = before.utf8CodeUnitCount + Self.traceLength(section: section, item: item) + after.utf8CodeUnitCount
        return String(unsafeUninitializedCapacity: count) { text in
            var count = 0
            Self.write(before, into: text, at: &count)
            Self.writeTrace(section: section, item: item, into: text, at: &count)
            Self.write(after, into: text, at: &count)
            return count
        }
    }

    /// How many characters `[section,item]` takes.
    static func traceLength(section: Int, item: Int) -> Int {
        length(of: section) + length(of: item) + 3
    }

    /// Writes `[section,item]` at `count`, moving `count` past it. This and the writers below
    /// are inlined into the spellings: a call per piece and number cost more than writing it.
    @inline(__always)
    static func writeTrace(section: Int, item: Int, into text: UnsafeMutableBufferPointer<UInt8>, at count: inout Int) {
        text[count] = UInt8(ascii: "[")
        count += 1
        write(section, into: text, at: &count)
        text[count] = UInt8(ascii: ",")
        count += 1
        write(item, into: text, at: &count)
        text[count] = UInt8(ascii: "]")
        count += 1
    }

    /// Writes `piece` at `count`, moving `count` past it; the caller made room for it.
    @inline(__always)
    static func write(_ piece: StaticString, into text: UnsafeMutableBufferPointer<UInt8>, at count: inout Int) {
        piece.withUTF8Buffer { bytes in
            guard let source = bytes.baseAddress, let target = text.baseAddress, count + bytes.count <= text.count else { return }
            (target + count).update(from: source, count: bytes.count)
            count += bytes.count
        }
    }

    /// How many characters `number` takes in decimal, its sign included.
    static func length(of number: Int) -> Int {
        var rest = number.magnitude
        var length = number < 0 ? 2 : 1
        while rest >= 10 {
            rest /= 10
            length += 1
        }
        return length
    }

    /// Writes `number` in decimal at `count`, moving `count` past it.
    @inline(__always)
    static func write(_ number: Int, into text: UnsafeMutableBufferPointer<UInt8>, at count: inout Int) {
        if number < 0 {
            text[count] = UInt8(ascii: "-")
            count += 1
        }
        // The magnitude as unsigned, so `Int.min` has one too.
        var rest = number.magnitude
        var digits = 1
        var power: UInt = 1
        while rest / power >= 10 {
            power *= 10
            digits += 1
        }
        for _ in 0..<digits {
            text[count] = UInt8(ascii: "0") + UInt8(rest / power)
            count += 1
            rest %= power
            power /= 10
        }
    }
}

extension Optional where Wrapped == IndexPath {
    /// The trace's spelling of a destination that may be missing: `[0,2]` or `none`.
    public var traceDescription: String {
        map(\.traceDescription) ?? "none"
    }
}
