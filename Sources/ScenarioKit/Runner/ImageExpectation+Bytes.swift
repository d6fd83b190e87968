import Foundation

extension ImageExpectation {
    /// `matches(url:)`, answered by comparing bytes when they show a match: the same bytes,
    /// or `actualURL` ending in `/` and the expected bytes (which hold no `/`). Equal bytes
    /// are equal strings, so a match found this way is one `matches(url:)` finds too; any
    /// other answer is left to it. Every image of a passing `images`/`saved` check matches,
    /// and the general comparison cost about 900 instructions an image.
    func matchesByBytes(url actualURL: String) -> Bool {
        var expected = url, actual = actualURL
        let found = expected.withUTF8 { expected in
            actual.withUTF8 { actual in Self.bytesMatch(expected, actual) }
        }
        return found || matches(url: actualURL)
    }

    /// Whether `actual` is `expected`, or ends in `/` followed by `expected` when `expected`
    /// has no `/`: then that `/` is the last of `actual`, and `expected` its last component.
    static func bytesMatch(_ expected: UnsafeBufferPointer<UInt8>, _ actual: UnsafeBufferPointer<UInt8>) -> Bool {
        if expected.count == actual.count { return same(expected, actual[...]) }
        guard actual.count > expected.count else { return false }
        let tail = actual.count - expected.count
        guard actual[tail - 1] == UInt8(ascii: "/"), !expected.contains(UInt8(ascii: "/")) else { return false }
        return same(expected, actual[tail...])
    }

    private static func same(_ expected: UnsafeBufferPointer<UInt8>, _ actual: Slice<UnsafeBufferPointer<UInt8>>) -> Bool {
        guard expected.count == actual.count else { return false }
        guard let first = expected.baseAddress, let second = actual.base.baseAddress else { return expected.isEmpty }
        return memcmp(first, second + actual.startIndex, expected.count) == 0
    }
}
