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
        // Without a `/` of its own, the expected text is the last component exactly when
        // the actual URL ends in `/` and it.
        guard !url.utf8.contains(UInt8(ascii: "/")) else { return false }
        return actualURL.hasSuffix("/" + url)
    }
}
