import Foundation
@testable import GalleryCore
import Testing

@Suite("Gallery: each save's text made from the last")
struct GalleryJSONWriterTests {
    @Test("after random inserts, removals, moves and changed ratios and URLs, every save's text is the whole gallery encoded afresh, byte for byte")
    func matchesAFreshEncoding() {
        var state: UInt64 = 0x5A7E
        func random(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return bound <= 0 ? 0 : Int((state >> 33) % UInt64(bound))
        }
        // Ratios whose texts differ though they compare equal (0 and -0) or never equal (NaN),
        // and URLs equal as Swift strings but not as bytes (é composed and decomposed).
        let ratios = [1.0, 1.5, 0.8, 0.0, -0.0, .nan, .infinity, 1e-05, 0.67]
        let urls = ["https://img.example/a.jpg", "x", "", "caf\u{E9}", "cafe\u{301}", "q\"uote\\d\n", "https://img.example/" + String(repeating: "long", count: 10)]
        func image() -> ImageModel { ImageModel(url: urls[random(urls.count)], aspectRatio: ratios[random(ratios.count)]) }
        for _ in 0..<200 {
            var writer = GalleryJSONWriter()
            var gallery = ImageGallery(images: (0..<random(6)).map { _ in image() })
            for _ in 0..<12 {
                switch random(5) {
                case 0: gallery.images.insert(image(), at: random(gallery.images.count + 1))
                case 1 where !gallery.images.isEmpty: gallery.images.remove(at: random(gallery.images.count))
                case 2 where !gallery.images.isEmpty:
                    let moved = gallery.images.remove(at: random(gallery.images.count))
                    gallery.images.insert(moved, at: random(gallery.images.count + 1))
                case 3 where !gallery.images.isEmpty: gallery.images[random(gallery.images.count)].aspectRatio = ratios[random(ratios.count)]
                case 4 where !gallery.images.isEmpty:
                    // The same text in new storage, or another URL.
                    let index = random(gallery.images.count)
                    gallery.images[index].url = random(2) == 0 ? String(decoding: Array(gallery.images[index].url.utf8), as: UTF8.self) : urls[random(urls.count)]
                default: break
                }
                #expect(writer.json(of: gallery) == gallery.json)
                #expect(Array(writer.json(of: gallery).utf8) == Array(gallery.json.utf8), "and unchanged, again")
                // What the writer keeps of the images is what it wrote, bit for bit.
                #expect(writer.images.map { [$0.url, String($0.aspectRatio.bitPattern)] } == gallery.images.map { [$0.url, String($0.aspectRatio.bitPattern)] })
                #expect(writer.text == gallery.json)
            }
        }
    }

    @Test("a ratio of whole hundredths is written from its digits as description spells it; any other ratio is not taken that way")
    func hundredthsAsDescription() {
        var state: UInt64 = 0x0100
        func check(_ ratio: Double) {
            var bytes: [UInt8] = []
            if ImageGallery.RatioTexts.appendHundredths(ratio, to: &bytes) {
                #expect(String(decoding: bytes, as: UTF8.self) == ratio.description, "\(ratio.bitPattern)")
            } else {
                #expect(bytes.isEmpty)
                #expect(ratio < 0.01 || ratio >= 1_000_000 || ratio.isNaN || (ratio * 100).rounded() / 100 != ratio || Double(Int((ratio * 100).rounded())) / 100 != ratio)
            }
        }
        for hundredths in 0...20_000 { check(Double(hundredths) / 100) }
        for _ in 0..<20_000 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            let hundredths = Int(state >> 37)
            check(Double(hundredths) / 100)
            check(Double(hundredths) / 1_000)
            check(Double(bitPattern: state))
            check(Double(hundredths) / 100 + 1e-12)
        }
        for ratio in [0.01, 0.1, 1, 1.5, 1.78, 0.8, 0.67, 999_999.99, 1_000_000, 0.005, -1.5, -0.0, .nan, .infinity, 1e-05] { check(ratio) }
    }

    @Test("a one-image move in a large gallery gives the same text as encoding it all")
    func largeMove() {
        var writer = GalleryJSONWriter()
        var gallery = ImageGallery(images: (0..<5_000).map { ImageModel(url: "https://img.example/\($0).jpg", aspectRatio: [0.8, 1.0, 1.5][$0 % 3]) })
        _ = writer.json(of: gallery)
        let moved = gallery.images.remove(at: 10)
        #expect(Array(writer.json(of: gallery).utf8) == Array(gallery.json.utf8))
        gallery.images.insert(moved, at: 4_000)
        #expect(Array(writer.json(of: gallery).utf8) == Array(gallery.json.utf8))
    }
}
