/// One image a scenario starts the gallery with, and how the network serves its URL.
public struct GalleryImage: Equatable, Sendable {
    public var url: String
    /// Width over height.
    public var aspect: Double
    /// Milliseconds a cell's fetch of `url` takes.
    public var fetchDelay: Int
    /// When set, fetching `url` fails (after `fetchDelay`) with this message.
    public var fetchFailure: String?

    public init(url: String, aspect: Double, fetchDelay: Int = 0, fetchFailure: String? = nil) {
        self.url = url
        self.aspect = aspect
        self.fetchDelay = fetchDelay
        self.fetchFailure = fetchFailure
    }
}
