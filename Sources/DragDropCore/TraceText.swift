/// Trace lines and labels joined from a few pieces, written once into a string of their
/// total size.
///
/// Interpolation (`"load \(type) \(name)"`) grew its string piece by piece through the
/// generic `write`, about 250 instructions a piece, and the engine joins several lines per
/// drop; a joined line of 15 bytes or fewer is a small string, allocated nowhere.
public enum TraceText {
    public static func join(_ first: String, _ second: String, _ third: String = "", _ fourth: String = "", _ fifth: String = "") -> String {
        let count = first.utf8.count + second.utf8.count + third.utf8.count + fourth.utf8.count + fifth.utf8.count
        return String(unsafeUninitializedCapacity: count) { buffer in
            // Piece by piece, not from an array of them: that array was an allocation too.
            var at = 0
            write(first, into: buffer, at: &at)
            write(second, into: buffer, at: &at)
            write(third, into: buffer, at: &at)
            write(fourth, into: buffer, at: &at)
            write(fifth, into: buffer, at: &at)
            return at
        }
    }

    /// Writes `piece`'s bytes at `at`, moving `at` past them, as far as `buffer` has room.
    /// Inlined into the join: a call per piece, empty ones included, cost about as much as
    /// copying the piece.
    @inline(__always)
    private static func write(_ piece: String, into buffer: UnsafeMutableBufferPointer<UInt8>, at: inout Int) {
        let copied: Void? = piece.utf8.withContiguousStorageIfAvailable { bytes in
            let count = min(bytes.count, buffer.count - at)
            guard count > 0, let source = bytes.baseAddress, let target = buffer.baseAddress else { return }
            (target + at).update(from: source, count: count)
            at += count
        }
        guard copied == nil else { return }
        for byte in piece.utf8 where at < buffer.count {
            buffer[at] = byte
            at += 1
        }
    }
}
