import DragDropCore
import Foundation
import GalleryCore
import Testing

@Suite("Gallery: a failed fetch after the gallery changed")
struct GalleryFetchQuirkTests {
    /// a's fetch fails at 500ms; before that, b is moved in front of a.
    private func moveThenFail(_ variant: GalleryVariant) throws -> GalleryApp {
        let app = try launchGallery(GalleryConfiguration(images: [
            GalleryImage(url: url("a.jpg"), aspect: 2, fetchDelay: 500, fetchFailure: "not found"),
            GalleryImage(url: url("b.jpg"), aspect: 0.5),
        ], variant: variant))
        try app.lift(1)
        try app.system.drop(over: try app.cell(0))
        #expect(app.names == ["b.jpg", "a.jpg"])
        try app.system.settle()
        #expect(app.system.lines.contains("collection cell [0,1] error-image"))
        return app
    }

    @Test("the tutorial squares the image at the index path the failing cell was made for")
    func tutorialSquaresTheWrongImage() throws {
        let app = try moveThenFail(.tutorial)
        #expect(app.images.map(\.aspectRatio) == [1.0, 2])
    }

    @Test("the corrected app squares the image the failing cell shows")
    func correctedSquaresTheRightImage() throws {
        let app = try moveThenFail(.corrected)
        #expect(app.images.map(\.aspectRatio) == [0.5, 1.0])
    }
}
