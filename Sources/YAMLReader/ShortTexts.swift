import Synchronization

/// Short scalars met recently, by their bytes, so that text the files repeat — keys, step
/// words, small numbers — becomes a `String` once rather than being validated and built
/// again at every use. Text of up to 15 bytes is a `String` with no allocation, so a
/// remembered one costs nothing to hand out; longer text is made each time.
///
/// One table serves pass after pass (`take()`, `giveBack()`): made for each file, a suite's
/// every file paid for making and destroying the table, and again for making each of its
/// keys and words, which the files before it had already made (15 k instructions a file of
/// the benchmark's suite).
final class ShortTexts {
    /// Each slot holds the last text whose bytes hashed to it. Allocated once, never moved:
    /// read in place, without the uniqueness check an array's write makes.
    private let slots: UnsafeMutablePointer<Slot>

    private struct Slot {
        /// The text's bytes as copied into two words, zero past its end.
        var low: UInt64 = 0
        var high: UInt64 = 0
        /// 0 for an empty slot; the empty text is never remembered.
        var count = 0
        var text = ""
    }

    static let longest = 15
    /// `slotCount` is 2 to this power; a hash's top bits pick the slot.
    private static let bits = 8
    private static let slotCount = 1 << bits

    init() {
        slots = .allocate(capacity: Self.slotCount)
        slots.initialize(repeating: Slot(), count: Self.slotCount)
    }

    deinit {
        slots.deinitialize(count: Self.slotCount)
        slots.deallocate()
    }

    /// The table a pass gave back, if no other pass has it, else a new one. Passes on other
    /// threads, or in a process forked while one ran, each get a table of their own.
    static func take() -> ShortTexts {
        let spare = kept.exchange(0, ordering: .acquiring)
        guard spare != 0, let pointer = UnsafeRawPointer(bitPattern: spare) else { return ShortTexts() }
        return Unmanaged<ShortTexts>.fromOpaque(pointer).takeRetainedValue()
    }

    /// Keeps the table for the next pass; if another pass gave one back meanwhile, this one
    /// goes.
    func giveBack() {
        let pointer = Unmanaged.passRetained(self).toOpaque()
        let bits = UInt(bitPattern: pointer)
        if !Self.kept.compareExchange(expected: 0, desired: bits, ordering: .releasing).exchanged {
            Unmanaged<ShortTexts>.fromOpaque(pointer).release()
        }
    }

    /// The kept table, retained, as its address; 0 for none.
    private static let kept = Atomic<UInt>(0)

    /// The UTF-8 text of `count` bytes at `bytes` (valid: libyaml has checked it).
    @inline(__always)
    func text(_ bytes: UnsafePointer<UInt8>, count: Int) -> String {
        guard count > 0, count <= Self.longest else {
            return String(decoding: UnsafeBufferPointer(start: bytes, count: count), as: UTF8.self)
        }
        var words: (low: UInt64, high: UInt64) = (0, 0)
        withUnsafeMutableBytes(of: &words) { $0.copyMemory(from: UnsafeRawBufferPointer(start: bytes, count: count)) }
        let (low, high) = words
        let hash = (low &* 0x9E37_79B9_7F4A_7C15) ^ (high &* 0xC2B2_AE3D_27D4_EB4F) ^ UInt64(count)
        // The top `bits` bits: always below `slotCount`.
        let slot = slots + Int(truncatingIfNeeded: hash >> UInt64(64 - Self.bits))
        if slot.pointee.count == count, slot.pointee.low == low, slot.pointee.high == high {
            return slot.pointee.text
        }
        let text = String(decoding: UnsafeBufferPointer(start: bytes, count: count), as: UTF8.self)
        slot.pointee = Slot(low: low, high: high, count: count, text: text)
        return text
    }
}
