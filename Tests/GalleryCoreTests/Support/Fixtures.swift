import DragDropCore
import Foundation
import GalleryCore

/// `https://img.example/NAME`, as a scenario writes it.
func url(_ name: String) -> String { "https://img.example/\(name)" }

/// `https://img.example/NAME` as the model holds it; `name` must make a URL.
func imageURL(_ name: String) -> URL { URL(string: url(name))! }

/// A gallery launched on a fresh device, as a scenario launches it (the device current, for
/// its `DispatchQueue`), with what falls due at once already run.
func launchGallery(_ configuration: GalleryConfiguration = GalleryConfiguration()) throws -> GalleryApp {
    let system = DragDropSystem()
    let app = system.asCurrent { GalleryApp(system: system, configuration: configuration) }
    try app.system.step {}
    return app
}

/// A gallery of square images named `names`, fetched at once.
func launchGallery(_ names: [String], variant: GalleryVariant = .tutorial) throws -> GalleryApp {
    try launchGallery(GalleryConfiguration(images: names.map { GalleryImage(url: url($0), aspect: 1) }, variant: variant))
}

/// Another app offering one item, added to `system`.
@discardableResult
func addSource(_ name: String = "safari", to system: DragDropSystem, id: String = "sunrise", _ representations: [ItemRepresentation]) -> OtherApp {
    let app = OtherApp(name: name)
    app.offer(id: id, representations: representations)
    system.addOtherApp(app)
    return app
}

/// Safari's search result: a URL and a 1200×800 image, each loading after its delay.
func sunrise(urlAfter: Int = 0, imageAfter: Int = 0, urlFails: String? = nil, imageFails: String? = nil, link: String = url("sunrise.jpg")) -> [ItemRepresentation] {
    [
        ItemRepresentation(typeIdentifier: TypeIdentifier.url, value: .text(link), delay: urlAfter, failure: urlFails),
        ItemRepresentation(typeIdentifier: TypeIdentifier.image, value: .image(Image(width: 1200, height: 800)), delay: imageAfter, failure: imageFails),
    ]
}

/// Drags the other app's item with finger 1 to `location` and drops it there.
func dragIn(from source: OtherApp, id: String = "sunrise", to location: DragLocation, in system: DragDropSystem) throws {
    try system.touch(finger: 1, at: .sourceItem(source, id: id))
    try system.lift(finger: 1)
    try system.move(finger: 1, to: location)
    try system.drop(finger: 1)
}

extension GalleryVariant {
    /// The apps the article finishes with: the tutorial as published and its fix; the other
    /// variants are earlier stages of the article, which drop differently by design.
    static let finished: [GalleryVariant] = [.tutorial, .corrected]
}
