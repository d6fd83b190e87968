@testable import GalleryCore
import Testing

@Suite("Gallery: the name of a fetched image")
struct ImageNameTests {
    @Test("an ASCII URL cut by bytes names its image as cutting it by characters does")
    func bytesAgreeWithCharacters() {
        let pieces = ["https://img.example", "/", "//", "?", "#", "a", "b.jpg", "\r\n", " ", "%20", "?q=1&imgurl=x/y", "#frag/z", ""]
        var state: UInt64 = 0x1111
        for _ in 0..<2_000 {
            var url = ""
            for _ in 0..<Int(state % 7) {
                state = state &* 6364136223846793005 &+ 1442695040888963407
                url += pieces[Int((state >> 33) % UInt64(pieces.count))]
            }
            state = state &* 6364136223846793005 &+ 1442695040888963407
            #expect(ImageFetcher.lastPathComponent(of: url) == ImageFetcher.lastPathComponent(byCharactersOf: url), "\(url.debugDescription)")
        }
        #expect(ImageFetcher.lastPathComponent(of: "https://img.example/venice.jpg?size=2") == "venice.jpg")
        #expect(ImageFetcher.lastPathComponent(of: "https://img.example/é.jpg") == "é.jpg")
        #expect(ImageFetcher.lastPathComponent(of: "///") == nil)
    }
}
