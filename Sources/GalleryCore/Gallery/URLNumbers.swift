/// The gallery's URLs, numbered in the order first seen (`given`'s first): the fetcher's
/// responses and the image cache are arrays by number rather than tables keyed by text.
///
/// A gallery of N images hashes each URL once, when it is numbered, instead of at every
/// fetch and every completion, and nothing is rehashed as the cache fills: launch time
/// grew faster than N while two string-keyed tables grew and rehashed beside the cells.
struct URLNumbers {
    private var numbers: [String: Int]
    /// The images given, whose URLs are numbered first.
    private let given: [GalleryImage]
    /// The number of each given image's URL, by the image's place in `given`.
    private let givenNumbers: [Int]
    /// How many URLs are numbered.
    private(set) var count = 0

    /// Numbers the given URLs, a repeated URL keeping its first number.
    init(given: [GalleryImage]) {
        self.given = given
        numbers = Dictionary(minimumCapacity: given.count)
        var givenNumbers: [Int] = []
        givenNumbers.reserveCapacity(given.count)
        for image in given {
            givenNumbers.append(Self.number(of: image.url, in: &numbers, count: &count))
        }
        self.givenNumbers = givenNumbers
    }

    /// The number of `url`, numbering it if it is new. A cell made for the given image at
    /// `givenIndex` (every cell at launch) usually shows that image's URL: that is checked by
    /// comparing the text, which shares its storage, so no hashing.
    mutating func number(of url: String, givenIndex: Int? = nil) -> Int {
        if let givenIndex, given.indices.contains(givenIndex), given[givenIndex].url == url {
            return givenNumbers[givenIndex]
        }
        return Self.number(of: url, in: &numbers, count: &count)
    }

    /// `url`'s number in `numbers`, or the next one, `count`, given to it: one hashing either way.
    private static func number(of url: String, in numbers: inout [String: Int], count: inout Int) -> Int {
        func read(_ number: inout Int) -> Int { number }
        let number = read(&numbers[url, default: count])
        if number == count { count += 1 }
        return number
    }
}
