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
        if actualURL == url { return true }
        // Bytes, not `contains("/")`, which is Foundation's search: this runs for every
        // image of every `images`/`saved` expectation.
        let slash = UInt8(ascii: "/")
        guard !url.utf8.contains(slash), let last = actualURL.utf8.lastIndex(of: slash) else { return false }
        return actualURL[actualURL.utf8.index(after: last)...] == url
    }
}
