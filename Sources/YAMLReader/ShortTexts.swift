/// Short scalars met earlier in the same read, by their bytes, so that text a file repeats —
/// keys, step words, small numbers — becomes a `String` once rather than being validated and
/// built again at every use. Text of up to 15 bytes is a `String` with no allocation, so a
/// remembered one costs nothing to hand out; longer text is made each time.
///
/// One table serves one read of one text and goes with it: nothing is shared between reads,
/// threads or processes.
struct ShortTexts {
    /// Each slot holds the last text whose bytes hashed to it.
    private var slots: [Slot]

    private struct Slot {
        /// The text's bytes as copied into two words, zero past its end.
        var low: UInt64 = 0
        var high: UInt64 = 0
        /// 0 for an empty slot; the empty text is never remembered.
        var count = 0
        var text = ""
    }

    /// The longest text remembered, in bytes: what two words hold, and what a `String` holds
    /// without an allocation.
    static let longest = 15
    /// `slotCount` is 2 to this power; a hash's top bits pick the slot.
    private static let bits = 7
    private static let slotCount = 1 << bits

    init() {
        slots = Array(repeating: Slot(), count: Self.slotCount)
    }

    /// The text of `count` bytes (1 to `longest`) given as copied into two words: the one
    /// remembered for those bytes, or the one `make` makes, remembered from now on.
    /// Inlined into the reader: every short scalar of a file asks.
    @inline(__always)
    mutating func text(low: UInt64, high: UInt64, count: Int, make: () -> String) -> String {
        let hash = (low &* 0x9E37_79B9_7F4A_7C15) ^ (high &* 0xC2B2_AE3D_27D4_EB4F) ^ UInt64(truncatingIfNeeded: count)
        // The top `bits` bits: always below `slotCount`.
        let slot = Int(truncatingIfNeeded: hash >> UInt64(64 - Self.bits))
        if slots[slot].count == count, slots[slot].low == low, slots[slot].high == high {
            return slots[slot].text
        }
        let text = make()
        slots[slot] = Slot(low: low, high: high, count: count, text: text)
        return text
    }
}
