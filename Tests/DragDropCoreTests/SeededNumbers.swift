/// Numbers from a fixed seed (a 64-bit linear congruential generator), so a randomised test
/// replays the same cases on every run and a failure can be reproduced.
struct SeededNumbers {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    /// A number in `0..<bound`; 0 when `bound` is not positive.
    mutating func next(_ bound: Int) -> Int {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        return bound <= 0 ? 0 : Int((state >> 33) % UInt64(bound))
    }
}
