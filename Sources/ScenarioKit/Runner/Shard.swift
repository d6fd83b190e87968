/// `--shard I/N`: a stable partition of scenarios, so CI can split a suite over N machines.
///
/// A scenario's shard depends only on its name (names are unique within a suite), so adding
/// or removing one scenario never moves another to a different shard.
public struct Shard: Equatable, Sendable {
    /// 1-based.
    public let index: Int
    public let count: Int

    public init?(index: Int, count: Int) {
        guard count >= 1, index >= 1, index <= count else { return nil }
        self.index = index
        self.count = count
    }

    /// Parses `I/N` with 1 ≤ I ≤ N.
    public init?(_ text: String) {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]) else { return nil }
        self.init(index: index, count: count)
    }

    public func contains(scenarioNamed name: String) -> Bool {
        Int(Shard.fnv1a(name) % UInt64(count)) == index - 1
    }

    /// FNV-1a, 64-bit: stable across runs and platforms, unlike `Hasher`.
    static func fnv1a(_ text: String) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        return hash
    }
}
