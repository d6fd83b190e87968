import Foundation

/// Trace lines written straight into a string's storage at their exact size, and read in
/// place to be escaped: the module's one door to pointers. The engine spells a line per callback and an index path per cell,
/// and interpolating them, piece by piece through the generic `write`, cost a twentieth of
/// a suite's `run` (measured with the benchmark's suite).
///
/// Invariant: each line's length is counted first, from the same pieces that are then
/// written, so the bytes written are exactly the bytes counted — whole UTF-8 strings, and
/// ASCII digits and punctuation — and never past the storage's end; a string's bytes are only
/// read, within their count, while the string lends them. Debug builds check that every line
/// fills exactly what was counted.
enum TraceWriter {
    /// The pieces one after the other; empty ones are skipped.
    static func join(_ first: String, _ second: String, _ third: String = "", _ fourth: String = "", _ fifth: String = "") -> String {
        let count = first.utf8.count + second.utf8.count + third.utf8.count + fourth.utf8.count + fifth.utf8.count
        return line(count) { line in
            line.write(first)
            line.write(second)
            line.write(third)
            line.write(fourth)
            line.write(fifth)
        }
    }

    /// `before`, `[section,item]` and `after`: `cell [0,3] fetched`.
    static func indexPath(_ before: StaticString = "", section: Int, item: Int, _ after: StaticString = "") -> String {
        let count = before.utf8CodeUnitCount + Line.length(section: section, item: item) + after.utf8CodeUnitCount
        return line(count) { line in
            line.write(before)
            line.write(section: section, item: item)
            line.write(after)
        }
    }

    /// `batch delete [0,0] insert [0,2] move [0,1] to [0,3] reload [0,4]`.
    static func batch(deletes: [IndexPath], inserts: [IndexPath], moves: [(from: IndexPath, to: IndexPath)], reloads: [IndexPath] = []) -> String {
        func length(_ path: IndexPath) -> Int { Line.length(section: path.section, item: path.item) }
        var count = 5
        if !deletes.isEmpty { count += 7 + deletes.reduce(0) { $0 + 1 + length($1) } }
        if !inserts.isEmpty { count += 7 + inserts.reduce(0) { $0 + 1 + length($1) } }
        count += moves.reduce(0) { $0 + 6 + length($1.from) + 4 + length($1.to) }
        if !reloads.isEmpty { count += 7 + reloads.reduce(0) { $0 + 1 + length($1) } }
        return line(count) { line in
            line.write("batch")
            if !deletes.isEmpty { line.write(" delete") }
            for path in deletes {
                line.write(" ")
                line.write(section: path.section, item: path.item)
            }
            if !inserts.isEmpty { line.write(" insert") }
            for path in inserts {
                line.write(" ")
                line.write(section: path.section, item: path.item)
            }
            for move in moves {
                line.write(" move ")
                line.write(section: move.from.section, item: move.from.item)
                line.write(" to ")
                line.write(section: move.to.section, item: move.to.item)
            }
            if !reloads.isEmpty { line.write(" reload") }
            for path in reloads {
                line.write(" ")
                line.write(section: path.section, item: path.item)
            }
        }
    }

    /// Whether every byte of `text` is printable ASCII, space to tilde, read in place for a
    /// native string (one comparison a byte): every line the engine records is asked.
    static func isPrintableASCII(_ text: String) -> Bool {
        let isPrintable = { (byte: UInt8) in byte &- 0x20 < 0x5F }
        return text.utf8.withContiguousStorageIfAvailable { $0.allSatisfy(isPrintable) } ?? text.utf8.allSatisfy(isPrintable)
    }

    /// `isPrintableASCII`, and `excluded` (a printable byte) nowhere in `text`: one pass,
    /// eight bytes at a time, for the role, text and result of every line the engine records.
    static func isPrintableASCII(_ text: String, besides excluded: UInt8) -> Bool {
        let isPrintable = { (byte: UInt8) in byte &- 0x20 < 0x5F && byte != excluded }
        return text.utf8.withContiguousStorageIfAvailable { bytes in
            var offset = 0
            if bytes.count >= 8 {
                let raw = UnsafeRawBufferPointer(bytes)
                while offset + 8 <= raw.count {
                    guard Self.isPrintable(word: raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self), besides: excluded) else { return false }
                    offset += 8
                }
            }
            return bytes[offset...].allSatisfy(isPrintable)
        } ?? text.utf8.allSatisfy(isPrintable)
    }

    /// Whether each of the eight bytes of `word` is printable ASCII, space to tilde, and not
    /// `excluded`: a byte below 0x20, a byte of 0x7F or more, and a byte equal to `excluded`
    /// each set the high bit of its own byte in one of the three terms (a borrow or carry
    /// out of a byte happens only from a byte that fails, so the answer is exact).
    @inline(__always)
    private static func isPrintable(word: UInt64, besides excluded: UInt8) -> Bool {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let below = (word &- ones &* 0x20) & ~word
        let above = (word &+ ones) | word
        let same = word ^ (ones &* UInt64(excluded))
        let equal = (same &- ones) & ~same
        return (below | above | equal) & 0x8080_8080_8080_8080 == 0
    }

    /// A string of `count` bytes, written by `body`; at its exact size, so a short one (most
    /// lines' pieces, every index path) is a small string, allocated nowhere.
    private static func line(_ count: Int, _ body: (inout Line) -> Void) -> String {
        String(unsafeUninitializedCapacity: count) { storage in
            var line = Line(storage: storage)
            body(&line)
            assert(line.count == storage.count, "a trace line of \(storage.count) bytes was written with \(line.count)")
            return line.count
        }
    }

    /// The storage being written and how much of it is.
    private struct Line {
        let storage: UnsafeMutableBufferPointer<UInt8>
        var count = 0

        /// Writes a byte, if there is room for it.
        @inline(__always)
        mutating func write(byte: UInt8) {
            guard count < storage.count else { return }
            storage[count] = byte
            count += 1
        }

        /// Inlined, as the writers below are: a call per piece cost about as much as copying it.
        @inline(__always)
        mutating func write(_ piece: String) {
            // A native string's bytes are copied at once; any other's one by one.
            let copied: Void? = piece.utf8.withContiguousStorageIfAvailable { write($0) }
            if copied == nil {
                for byte in piece.utf8 { write(byte: byte) }
            }
        }

        @inline(__always)
        mutating func write(_ piece: StaticString) {
            piece.withUTF8Buffer { write($0) }
        }

        /// Copies as many of `bytes` as there is room for.
        @inline(__always)
        mutating func write(_ bytes: UnsafeBufferPointer<UInt8>) {
            let length = min(bytes.count, storage.count - count)
            guard length > 0, let source = bytes.baseAddress, let target = storage.baseAddress else { return }
            (target + count).update(from: source, count: length)
            count += length
        }

        /// `[section,item]`.
        @inline(__always)
        mutating func write(section: Int, item: Int) {
            write(byte: UInt8(ascii: "["))
            write(number: section)
            write(byte: UInt8(ascii: ","))
            write(number: item)
            write(byte: UInt8(ascii: "]"))
        }

        /// `number` in decimal, its sign included.
        @inline(__always)
        mutating func write(number: Int) {
            if number < 0 { write(byte: UInt8(ascii: "-")) }
            // The magnitude as unsigned, so `Int.min` has one too.
            let magnitude = number.magnitude
            var power: UInt = 1
            while magnitude / power >= 10 { power *= 10 }
            while power > 0 {
                write(byte: UInt8(ascii: "0") + UInt8(magnitude / power % 10))
                power /= 10
            }
        }

        /// How many characters `[section,item]` takes.
        static func length(section: Int, item: Int) -> Int {
            length(of: section) + length(of: item) + 3
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
    }
}
