import YAMLReader

extension GalleryGiven {
    /// One image of the gallery and how fetching it goes.
    public struct Image: Equatable, Sendable {
        public var url: String
        public var aspect: Double
        /// Milliseconds a cell's fetch of this image takes.
        public var fetchDelay: Int
        /// When set, the fetch fails with this message (the cell shows the error image).
        public var fetchFailure: String?
        public var location: SourceLocation

        public init(url: String, aspect: Double = 1.0, fetchDelay: Int = 0, fetchFailure: String? = nil, location: SourceLocation) {
            self.url = url
            self.aspect = aspect
            self.fetchDelay = fetchDelay
            self.fetchFailure = fetchFailure
            self.location = location
        }
    }
}
