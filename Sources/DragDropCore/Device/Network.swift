import Foundation

/// The web as the device reaches it: what each URL serves, after how long, or how it fails.
///
/// `image(contentsOf:)` stands for the tutorial's `Data(contentsOf: url)` and
/// `UIImage(data:)`. Called inside a `GlobalQueue` block it waits, on the virtual clock, for
/// the URL's delay, and names the block's work `fetch URL` (or `failing fetch URL`, which the
/// explorer tells apart: a failure may change the app's model). A URL nobody serves answers
/// at once with a square image. The network is the world's, not the app's: it stays as it is
/// across a relaunch.
public final class Network {
    private let scheduler: Scheduler
    /// By absolute URL, as a network sees a request: a `URL` key hashed by building its
    /// absolute string each time, and a gallery of 64,000 images rehashed them all at each
    /// growth of the table.
    private var responses: [String: Response] = [:]

    private struct Response {
        var image: Image
        var failure: String?
        var delay: Int
    }

    init(scheduler: Scheduler) {
        self.scheduler = scheduler
    }

    /// Serves `url` after `delay` milliseconds: an image `aspectRatio` wide for its height,
    /// 1000 points wide and named after the URL's last path component (`venice.jpg`), or,
    /// with a `failure`, an error saying so. A URL served again answers the new way.
    public func serve(_ url: URL, aspectRatio: Double = 1, after delay: Int = 0, failingWith failure: String? = nil) {
        responses[url.absoluteString] = Response(image: Self.image(named: url, aspectRatio: aspectRatio), failure: failure, delay: delay)
    }

    /// Room for `count` URLs in all, so that serving a large gallery does not grow the table
    /// again and again.
    public func reserveCapacity(_ count: Int) {
        responses.reserveCapacity(count)
    }

    /// The image `url` serves, or the error it fails with.
    public func image(contentsOf url: URL) throws -> Image {
        let address = url.absoluteString
        let response = responses[address] ?? Response(image: Self.image(named: url, aspectRatio: 1), failure: nil, delay: 0)
        if scheduler.runningBackgroundBlock != nil {
            let (wait, overflowed) = scheduler.runningBackgroundBlock?.wait.addingReportingOverflow(max(0, response.delay)) ?? (0, false)
            scheduler.runningBackgroundBlock?.wait = overflowed ? Int.max : wait
            scheduler.runningBackgroundBlock?.name = (response.failure == nil ? "fetch " : "failing fetch ", address)
        }
        if let failure = response.failure {
            throw URLError(.resourceUnavailable, userInfo: [NSLocalizedDescriptionKey: failure])
        }
        return response.image
    }

    /// 1000 points wide, as tall as `aspectRatio` makes it (square for a ratio that is not a
    /// positive number), named after the URL's last path component so that traces and other
    /// apps show `venice.jpg`.
    static func image(named url: URL, aspectRatio: Double) -> Image {
        let height = aspectRatio.isFinite && aspectRatio > 0 ? (1000 / aspectRatio).rounded() : 1000
        let name = url.lastPathComponent
        return Image(width: 1000, height: max(1, height), name: name.isEmpty || name == "/" ? nil : name)
    }
}
