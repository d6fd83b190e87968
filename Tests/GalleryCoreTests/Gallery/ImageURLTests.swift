import Foundation
import GalleryCore
import Testing

@Suite("Gallery: the image URL of a dropped URL")
struct ImageURLTests {
    @Test("a search result's imgurl= query item, percent-decoded; any other URL as it is", arguments: [
        ("https://www.google.com/imgres?imgurl=https%3A%2F%2Fimg.example%2Fdawn.jpg&imgrefurl=x", "https://img.example/dawn.jpg"),
        ("https://www.google.com/imgres?tbnid=1&imgurl=https://img.example/a.jpg", "https://img.example/a.jpg"),
        ("https://img.example/plain.jpg", "https://img.example/plain.jpg"),
        ("https://img.example/q.jpg?size=large", "https://img.example/q.jpg?size=large"),
        ("https://www.google.com/imgres?imgurl=a=b", "https://www.google.com/imgres?imgurl=a=b"),
        ("https://www.google.com/imgres?imgurl=", "https://www.google.com/imgres?imgurl="),
    ])
    func imageURL(_ link: String, _ expected: String) throws {
        let url = try #require(URL(string: link))
        #expect(url.imageURL.absoluteString == expected)
    }
}
