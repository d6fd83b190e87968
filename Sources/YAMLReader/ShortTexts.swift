/// Short scalars met recently, by their bytes, so that text a file repeats — keys, step
/// words, small numbers — becomes a `String` once per pass rather than being validated and
/// built again at every use. Text of up to 15 bytes is a `String` with no allocation, so a
/// remembered one costs nothing to hand out; longer text is made each time.
struct ShortTexts {
    /// Each slot holds the last text whose bytes hashed to it.
    private var slots: [Slot]
    /// `slots.count` is 2 to this power; a hash's top bits pick the slot.
    private let bits: Int

    private struct Slot {
        /// The text's bytes as copied into two words, zero past its end.
        var low: UInt64 = 0
        var high: UInt64 = 0
        /// 0 for an empty slot; the empty text is never remembered.
        var count = 0
        var text = ""
    }

    static let longest = 15

    /// Slots for reading `byteCount` bytes: one per 16 bytes of text, from 16 to 256, so a
    /// small file does not pay for making and freeing a large table.
    init(forBytes byteCount: Int) {
        var bits = 4
        while bits < 8, 16 << bits < byteCount { bits += 1 }
        self.bits = bits
        slots = Array(repeating: Slot(), count: 1 << bits)
    }

    /// The UTF-8 text of `count` bytes at `bytes` (valid: libyaml has checked it).
    @inline(__always)
    mutating func text(_ bytes: UnsafePointer<UInt8>, count: Int) -> String {
        guard count > 0, count <= Self.longest else {
            return String(decoding: UnsafeBufferPointer(start: bytes, count: count), as: UTF8.self)
        }
        var words: (low: UInt64, high: UInt64) = (0, 0)
        withUnsafeMutableBytes(of: &words) { $0.copyMemory(from: UnsafeRawBufferPointer(start: bytes, count: count)) }
        let (low, high) = words
        let hash = (low &* 0x9E37_79B9_7F4A_7C15) ^ (high &* 0xC2B2_AE3D_27D4_EB4F) ^ UInt64(count)
        let slot = Int(truncatingIfNeeded: hash >> UInt64(64 - bits))
        return slots.withUnsafeMutableBufferPointer { slots in
            if slots[slot].count == count, slots[slot].low == low, slots[slot].high == high {
                return slots[slot].text
            }
            let text = String(decoding: UnsafeBufferPointer(start: bytes, count: count), as: UTF8.self)
            slots[slot] = Slot(low: low, high: high, count: count, text: text)
            return text
        }
    }
}
