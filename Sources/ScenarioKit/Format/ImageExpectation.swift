import YAMLReader

/// An expected gallery image: a URL, or its last path component, and optionally its aspect.
public struct ImageExpectation: Equatable, Sendable {
    /// A full URL, or a last path component such as `venice.jpg`.
    public var url: String
    public var aspect: Double?
    public var location: SourceLocation

    public init(url: String, aspect: Double? = nil, location: SourceLocation) {
        self.url = url
        self.aspect = aspect
        self.location = location
    }

    /// Whether an image at `actualURL` matches: the same URL, or the same last path component.
    public func matches(url actualURL: String) -> Bool {
        if let answer = Self.matchesASCII(url, actualURL) { return answer }
        if actualURL == url { return true }
        // Bytes, not `contains("/")`, which is Foundation's search: this runs for every
        // image of every `images`/`saved` expectation.
        let slash = UInt8(ascii: "/")
        guard !url.utf8.contains(slash), let last = actualURL.utf8.lastIndex(of: slash) else { return false }
        return actualURL[actualURL.utf8.index(after: last)...] == url
    }

    /// `matches(url:)` by bytes when both are ASCII, where equal strings are equal bytes;
    /// nil otherwise. Comparing strings and substrings generically cost a thousand
    /// instructions an image.
    private static func matchesASCII(_ expected: String, _ actual: String) -> Bool? {
        var expected = expected, actual = actual
        return expected.withUTF8 { expected in
            actual.withUTF8 { actual -> Bool? in
                guard expected.allSatisfy({ $0 < 0x80 }), actual.allSatisfy({ $0 < 0x80 }) else { return nil }
                if actual.elementsEqual(expected) { return true }
                let slash = UInt8(ascii: "/")
                guard !expected.contains(slash), let last = actual.lastIndex(of: slash) else { return false }
                return UnsafeBufferPointer(rebasing: actual[(last + 1)...]).elementsEqual(expected)
            }
        }
    }
}
