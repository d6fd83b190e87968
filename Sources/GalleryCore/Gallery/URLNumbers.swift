/// The gallery's URLs, numbered in the order first seen (`given`'s first): the fetcher's
/// responses and the image cache are arrays by number rather than tables keyed by text.
///
/// A gallery of N images hashes each URL once, when it is numbered, instead of at every
/// fetch and every completion, and nothing is rehashed as the cache fills: launch time
/// grew faster than N while two string-keyed tables grew and rehashed beside the cells.
/// The table is keyed by the URL's hash value, checked against the URL's text, so it holds
/// no string: a table of N strings retained each one, and released each, cold, at the end.
struct URLNumbers {
    /// Numbers by their URL's hash value; a URL whose hash value an earlier URL took is in
    /// `collided` instead.
    private var byHash: [Int: Int]
    private var collided: [String: Int] = [:]
    /// The images given, whose URLs are numbered first.
    private let given: [GalleryImage]
    /// The number of each given image's URL, by the image's place in `given`.
    private var givenNumbers: [Int] = []
    /// The place in `given` of each given URL's first listing, by number.
    private var firstListings: [Int] = []
    /// The URLs numbered after the given ones (a drop from another app), in order.
    private var laterURLs: [String] = []
    /// The hash value `byHash` is keyed by: the text's own, or for a test one that collides.
    private let hash: (String) -> Int

    /// Numbers the given URLs, a repeated URL keeping its first number.
    init(given: [GalleryImage], hash: @escaping (String) -> Int = { $0.hashValue }) {
        self.given = given
        self.hash = hash
        byHash = Dictionary(minimumCapacity: given.count)
        firstListings.reserveCapacity(given.count)
        givenNumbers.reserveCapacity(given.count)
        for (index, image) in given.enumerated() {
            givenNumbers.append(numberOrAdd(image.url, listedAt: index))
        }
    }

    /// How many URLs are numbered.
    var count: Int { firstListings.count + laterURLs.count }

    /// The first listing in `given` of the URL numbered `number`; nil for a URL not given.
    func firstListing(numbered number: Int) -> GalleryImage? {
        firstListings.indices.contains(number) ? given[firstListings[number]] : nil
    }

    /// The number of `url`, numbering it if it is new. A cell made for the given image at
    /// `givenIndex` (every cell at launch) usually shows that image's URL: that is checked by
    /// comparing the text, which shares its storage, so no hashing.
    mutating func number(of url: String, givenIndex: Int? = nil) -> Int {
        if let givenIndex, given.indices.contains(givenIndex), given[givenIndex].url == url {
            return givenNumbers[givenIndex]
        }
        return numberOrAdd(url, listedAt: nil)
    }

    private func url(numbered number: Int) -> String {
        number < firstListings.count ? given[firstListings[number]].url : laterURLs[number - firstListings.count]
    }

    /// The number of `url`, or the next one given to it; `index` is its place in `given`, if
    /// given. One hashing of the text, one probe of the table, however it turns out.
    private mutating func numberOrAdd(_ url: String, listedAt index: Int?) -> Int {
        let next = count
        func read(_ number: inout Int) -> Int { number }
        let found = read(&byHash[hash(url), default: next])
        if found != next {
            // The hash value is taken: by this URL, or by another whose hash is the same.
            if self.url(numbered: found) == url { return found }
            if let number = collided[url] { return number }
            collided[url] = next
        }
        if let index {
            firstListings.append(index)
        } else {
            laterURLs.append(url)
        }
        return next
    }
}
