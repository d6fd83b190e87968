import DragDropCore
import Foundation
import GalleryCore
import ScenarioAppKit
import Testing

/// What each cell shows (`state.cells`): the tutorial's spinner while a fetch is on, the image
/// once it is there, the placeholder prototype, and the cache a dropped image is put in.
@Suite("Gallery: what each cell shows")
struct GalleryCellStateTests {
    private func cells(_ app: GalleryApp) -> StateValue? { app.state(forKey: "cells") }

    private func cell(_ image: String?, spinner: Bool) -> StateValue {
        ["image": .optional(image), "spinner": .bool(spinner)]
    }

    @Test("a cell's spinner turns while its image is fetched and stops when the image or the error image shows")
    func spinnerWhileFetching() throws {
        let app = try launchGallery(GalleryConfiguration(images: [
            GalleryImage(url: url("a.jpg"), aspect: 1, fetchDelay: 200),
            GalleryImage(url: url("b.jpg"), aspect: 1, fetchDelay: 400, fetchFailure: "gone"),
        ]))
        #expect(cells(app) == .list([cell(nil, spinner: true), cell(nil, spinner: true)]))
        try app.system.advance(by: 200)
        #expect(cells(app) == .list([cell("a.jpg", spinner: false), cell(nil, spinner: true)]))
        try app.system.settle()
        #expect(cells(app) == .list([cell("a.jpg", spinner: false), cell("error-image", spinner: false)]))
    }

    @Test("a drop placeholder is the DropPlaceholderCell prototype, and the dropped image comes from the cache, not the network", arguments: GalleryVariant.finished)
    func placeholderThenCachedImage(_ variant: GalleryVariant) throws {
        let app = try launchGallery(["venice.jpg"], variant: variant)
        let safari = addSource(to: app.system, sunrise(urlAfter: 300, imageAfter: 100))
        try dragIn(from: safari, to: try app.cell(1), in: app.system)
        #expect(cells(app) == .list([
            cell("venice.jpg", spinner: false),
            ["placeholder": "DropPlaceholderCell", "image": .null, "spinner": .bool(true)],
        ]))
        try app.system.settle()
        // The network serves no sunrise.jpg: a fetch would show the error image.
        #expect(cells(app) == .list([cell("venice.jpg", spinner: false), cell("1200x800", spinner: false)]))
    }
}
