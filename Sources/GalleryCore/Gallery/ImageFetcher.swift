import DragDropCore
import Foundation

/// The network the cells fetch from, on virtual time: `Data(contentsOf:)` on a global queue,
/// then back to the main queue.
///
/// A URL the configuration lists answers after its `fetchDelay`, or fails with its
/// `fetchFailure` (the first listing of a URL wins); any other URL answers at once. A cached
/// image answers at once.
final class ImageFetcher {
    /// Unowned: the cells that hold the fetcher are the system's, through its views, and the
    /// system outlives them (see `DragDropSystem`).
    @exclusivity(unchecked) private unowned var system: DragDropSystem?
    /// Every URL asked about, numbered, the given ones first; what each given URL serves is
    /// its first listing.
    @exclusivity(unchecked) private var urls: URLNumbers
    let cache: ImageCache

    init(system: DragDropSystem, images: [GalleryImage]) {
        self.system = system
        urls = URLNumbers(given: images)
        cache = ImageCache(capacity: urls.count)
    }

    /// The number `url` goes by in `cache`; `givenIndex` is where in `given` the image is
    /// likely listed (a cell's index at launch), which spares hashing the URL when it is.
    func number(of url: String, givenIndex: Int? = nil) -> Int {
        urls.number(of: url, givenIndex: givenIndex)
    }

    /// Fetches `url`, numbered `number`, for `cell`, whose `fetchCompleted` then runs on the
    /// main queue with the image, or nil on failure. The cell itself is called, not a
    /// completion closure, so that a fetch makes one block rather than two.
    func fetch(_ url: String, number: Int, for cell: ImageCollectionViewCell) {
        guard let system else { return }
        if let cached = cache[number] {
            system.scheduler.scheduleBackgroundThenMain(after: 0, label: "fetch ", subject: url) {
                cell.fetchCompleted(cached, url: url, number: number)
            }
            return
        }
        let response = urls.firstListing(numbered: number)
        let aspect = response?.aspect ?? 1
        let image = response?.fetchFailure == nil ? Self.image(named: url, aspectRatio: aspect) : nil
        // A failing fetch changes the model (the error image's aspect rule), so the explorer
        // must tell it from one that only fills its cell.
        let label = response?.fetchFailure == nil ? "fetch " : "failing fetch "
        system.scheduler.scheduleBackgroundThenMain(after: response?.fetchDelay ?? 0, label: label, subject: url) {
            cell.fetchCompleted(image, url: url, number: number)
        }
    }

    /// What a URL serves: 1000 points wide, shaped by the aspect ratio, named after the URL's
    /// last path component (so traces and other apps show `venice.jpg`).
    static func image(named url: String, aspectRatio: Double) -> Image {
        let height = aspectRatio.isFinite && aspectRatio > 0 ? (1000 / aspectRatio).rounded() : 1000
        return Image(width: 1000, height: max(1, height), name: lastPathComponent(of: url))
    }

    static func lastPathComponent(of url: String) -> String? {
        // Every cell fetch names its image: plain ASCII (every URL in practice) is cut by
        // bytes, where each byte is a character and the answer is the same. Scanned in the
        // string's own storage: walking `utf8`'s indexes cost more than a thousand
        // instructions a URL.
        var isASCII = true
        let name = url.utf8.withContiguousStorageIfAvailable { bytes -> String? in
            guard !bytes.contains(where: { $0 >= 0x80 }) else {
                isASCII = false
                return nil
            }
            var end = bytes.firstIndex { $0 == UInt8(ascii: "?") || $0 == UInt8(ascii: "#") } ?? bytes.count
            while end > 0, bytes[end - 1] == UInt8(ascii: "/") { end -= 1 }
            var start = end
            while start > 0, bytes[start - 1] != UInt8(ascii: "/") { start -= 1 }
            return start < end ? String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self) : nil
        }
        if isASCII, let name { return name }
        return lastPathComponent(byCharactersOf: url)
    }

    /// The same, character by character: what any URL gets, non-ASCII ones included.
    static func lastPathComponent(byCharactersOf url: String) -> String? {
        var path = Substring(url)
        if let end = path.firstIndex(where: { $0 == "?" || $0 == "#" }) { path = path[..<end] }
        let name = path.split(separator: "/", omittingEmptySubsequences: true).last.map(String.init)
        return name?.isEmpty == false ? name : nil
    }

    /// The tutorial's `"Error 😡".emojiToImage()`: 160 by 160, so square.
    static let errorImage = Image(width: 160, height: 160, name: "error-image")
}
