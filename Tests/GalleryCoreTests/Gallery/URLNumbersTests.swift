@testable import GalleryCore
import Testing

@Suite("Gallery: URLs numbered for the fetcher and the cache")
struct URLNumbersTests {
    private static let given = ["a", "b", "a", "c"].map { GalleryImage(url: "https://img.example/\($0).jpg", aspect: 1) }

    @Test("given URLs are numbered in order of first listing, a repeated one keeping its number; later URLs come after", arguments: [false, true])
    func numbering(colliding: Bool) {
        // Every URL with the same hash value: the text decides, not the table.
        var numbers = colliding ? URLNumbers(given: Self.given, hash: { _ in 7 }) : URLNumbers(given: Self.given)
        #expect(numbers.count == 3)
        #expect((0..<4).map { numbers.number(of: Self.given[$0].url, givenIndex: $0) } == [0, 1, 0, 2])
        #expect(numbers.number(of: "https://img.example/c.jpg") == 2)
        #expect(numbers.number(of: "https://img.example/b.jpg", givenIndex: 0) == 1, "a hint that names another image is not taken")
        #expect(numbers.number(of: "https://img.example/d.jpg", givenIndex: 9) == 3)
        #expect(numbers.number(of: "https://img.example/e.jpg") == 4)
        #expect(numbers.number(of: "https://img.example/d.jpg") == 3)
        #expect(numbers.count == 5)
        #expect(numbers.firstListing(numbered: 0) == Self.given[0])
        #expect(numbers.firstListing(numbered: 2) == Self.given[3])
        #expect(numbers.firstListing(numbered: 3) == nil)
    }
}
