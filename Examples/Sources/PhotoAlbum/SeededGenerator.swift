/// The "random" index of the automatic insertions, made repeatable: SplitMix64 from a seed
/// the scenario gives, since the engine keeps no randomness of its own and a scenario must
/// replay the same insertions every run.
struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var value = state
        value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
        value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
        return value ^ (value >> 31)
    }

    /// `arc4random_uniform(count)`: a number below `count`, and 0 for a count of 0.
    mutating func uniform(_ count: Int) -> Int {
        count > 0 ? Int(next() % UInt64(count)) : 0
    }
}
