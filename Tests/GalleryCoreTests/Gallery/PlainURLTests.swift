import Foundation
@testable import GalleryCore
import Testing

@Suite("Gallery: URLs the store's reading takes without asking Foundation")
struct PlainURLTests {
    @Test("a URL told plain by its bytes is one URL(string:) accepts, and the answer is URL(string:)'s")
    func plainURLsAreAccepted() {
        // Scheme, separator, host and path drawn from what a plain URL is made of, with a
        // piece that is not now and then, so that plain and nearly plain URLs both come up.
        let schemes = ["https", "h", "x+y", "a.b-c", "1a", "", "é"]
        let separators = ["://", "://", "://", ":/", ":", "//", ":///"]
        let hosts = ["img.example", "0", "255.255.255.255", "-", ".", "a..b", "xn--", "", "a:80", "user@a", "[::1]", "a b"]
        let paths = ["", "/", "/g0-s0.jpg", "//", "/a/b_c~d.", "/..", "/%20", "/?q", "/#f", "/é", "/ ", "/a:b", "?x"]
        var state: UInt64 = 0x2222
        func pick(_ pieces: [String]) -> String {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return pieces[Int((state >> 33) % UInt64(pieces.count))]
        }
        var plain = 0
        for _ in 0..<3_000 {
            let url = pick(schemes) + pick(separators) + pick(hosts) + pick(paths) + pick(["", "", "", pick(paths)])
            let accepted = URL(string: url) != nil
            if PlainURL.matches(url) {
                plain += 1
                #expect(accepted, "\(url.debugDescription) is taken as plain but URL(string:) refuses it")
            }
            #expect(PlainURL.isAccepted(url) == accepted, "\(url.debugDescription)")
        }
        #expect(plain > 100, "too few plain URLs generated to say anything: \(plain)")
    }

    @Test("the gallery's URLs are plain; anything unusual is left to URL(string:)")
    func examples() {
        #expect(PlainURL.matches("https://img.example/g0-s0.jpg"))
        #expect(PlainURL.matches("a+.-://b"))
        #expect(PlainURL.matches("https://a.example/x/~y_z/"))
        for text in ["", "https://", "https:///x", "1http://a/", "https://a/b?c", "https://a/b#c", "https://a:80/", "https://a/%20",
                     "https://a/é", "https://user@a/", "https://[::1]/", "https:a/b", "//a/b", "https://a b/"] {
            #expect(!PlainURL.matches(text), "\(text.debugDescription)")
        }
        #expect(!PlainURL.isAccepted(""))
        #expect(PlainURL.isAccepted("https://a/b?c=1"))
    }
}
