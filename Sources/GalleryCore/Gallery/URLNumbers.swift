/// The gallery's URLs, numbered in the order first seen (`given`'s first): the fetcher's
/// responses and the image cache are arrays by number rather than tables keyed by text.
///
/// A gallery of N images hashes each URL once, when it is numbered, instead of at every
/// fetch and every completion, and nothing is rehashed as the cache fills: launch time
/// grew faster than N while two string-keyed tables grew and rehashed beside the cells.
struct URLNumbers {
    private var numbers: [String: Int]
    /// Each number's URL.
    private(set) var urls: [String] = []
    /// The number of each given image's URL, by the image's place in `given`.
    private let givenNumbers: [Int]

    /// Numbers the given URLs, a repeated URL keeping its first number.
    init(given: [String]) {
        numbers = Dictionary(minimumCapacity: given.count)
        urls.reserveCapacity(given.count)
        var givenNumbers: [Int] = []
        givenNumbers.reserveCapacity(given.count)
        for url in given {
            if let number = numbers[url] {
                givenNumbers.append(number)
            } else {
                numbers[url] = urls.count
                givenNumbers.append(urls.count)
                urls.append(url)
            }
        }
        self.givenNumbers = givenNumbers
    }

    /// How many URLs are numbered.
    var count: Int { urls.count }

    /// The number of `url`, numbering it if it is new. A cell made for the given image at
    /// `givenIndex` (every cell at launch) usually shows that image's URL: that is checked by
    /// comparing the text, which shares its storage, so no hashing.
    mutating func number(of url: String, givenIndex: Int? = nil) -> Int {
        if let givenIndex, givenNumbers.indices.contains(givenIndex) {
            let number = givenNumbers[givenIndex]
            if urls[number] == url { return number }
        }
        if let number = numbers[url] { return number }
        numbers[url] = urls.count
        urls.append(url)
        return urls.count - 1
    }
}
