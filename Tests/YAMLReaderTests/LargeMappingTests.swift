import Testing
import YAMLReader

/// Mappings with more keys than the reader scans find duplicates through an index: the same
/// errors, at the same places, as in a small mapping.
@Suite("Duplicate keys in large mappings")
struct LargeMappingTests {
    /// `k1: 1` … `kN: N`, one per line.
    static func keys(_ count: Int) -> String {
        (1...count).map { "k\($0): \($0)\n" }.joined()
    }

    @Test("a duplicate key after many others is an error at the second key", arguments: [13, 20, 100])
    func duplicateAfterMany(count: Int) {
        #expect(failure(Self.keys(count) + "k3: again\n") == "\(count + 1):1: duplicate key 'k3' (first at line 3, column 1)")
    }

    @Test("a duplicate among the keys added after the index was built is found too")
    func duplicateOfLateKey() {
        #expect(failure(Self.keys(20) + "k20: again\n") == "21:1: duplicate key 'k20' (first at line 20, column 1)")
    }

    @Test("many distinct keys are no duplicates")
    func distinct() throws {
        #expect(try root(Self.keys(100)).mapping?.pairs.count == 100)
    }
}
