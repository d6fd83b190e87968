import DragDropCore
import Foundation
import GalleryCore
import Testing

/// The error image's aspect rule at its edges: a failed fetch squares a ratio below 0.95 or
/// above 1.05; the two bounds themselves are inside the range and stay (docs/FORMAT.md, gallery).
@Suite("Gallery: the error image's aspect rule at its bounds")
struct GalleryErrorImageTests {
    @Test("a failed fetch keeps 0.95 and 1.05 and squares what lies just outside them", arguments: GalleryVariant.allCases, [
        (0.94, 1.0), (0.95, 0.95), (1.0, 1.0), (1.05, 1.05), (1.06, 1.0),
    ] as [(Double, Double)])
    func bounds(variant: GalleryVariant, ratios: (given: Double, after: Double)) throws {
        let app = try launchGallery(GalleryConfiguration(images: [
            GalleryImage(url: url("a.jpg"), aspect: ratios.given, fetchFailure: "gone"),
        ], variant: variant))
        try app.system.settle()
        #expect(app.system.lines.contains("collection cell [0,0] error-image"))
        #expect(app.images.map(\.aspectRatio) == [ratios.after])
    }
}
