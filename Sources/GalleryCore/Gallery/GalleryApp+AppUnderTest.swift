import DragDropCore
import ScenarioAppKit

/// The gallery as scenarios see it: `app: gallery`, its `given` (APPS.md) and its state.
extension GalleryApp: AppUnderTest {
    public static let name = "gallery"
    public static let givenKeys = GivenKey.names
    /// Each external drop completes into its own placeholder, each fetch fills its own cell.
    public static let loadsOfDifferentItemsCommute = true
    public static let stateKeys = ["images", "saved", "store"]

    enum GivenKey: String, DecodingKey {
        case images, columns, width, saved, variant
    }

    enum ImageKey: String, DecodingKey {
        case url, aspect, fetch
    }

    enum FetchKey: String, DecodingKey {
        case after, fails
    }

    /// `images` (each a URL or `{url, aspect, fetch: {after, fails}}`), `columns`, `width`,
    /// `saved` and `variant`.
    public static func configuration(from given: GivenNode) -> GalleryConfiguration {
        var configuration = GalleryConfiguration()
        guard let fields = given.mapping(GivenKey.self) else { return configuration }
        if let entries = fields[.images]?.list() {
            // Sized once: `compactMap` grew the array image by image.
            var images: [GalleryImage] = []
            images.reserveCapacity(entries.count)
            for entry in entries {
                if let image = image(entry) { images.append(image) }
            }
            configuration.images = images
        }
        if let columns = fields[.columns]?.integer(minimum: 1) { configuration.columns = columns }
        if let width = fields[.width]?.number(positive: true) { configuration.width = width }
        if let saved = fields[.saved] { configuration.saved = saved.string() }
        if let variant = fields[.variant]?.word(GalleryVariant.self, noun: "variant") { configuration.variant = variant }
        return configuration
    }

    /// `{url, aspect, fetch: {after, fails}}`, or just the URL.
    private static func image(_ node: GivenNode) -> GalleryImage? {
        if let url = node.scalarText, !node.isNull { return GalleryImage(url: url, aspect: 1.0) }
        guard let fields = node.named("an image").mapping(ImageKey.self),
              fields.require(.url), let url = fields[.url]?.string()
        else { return nil }
        var image = GalleryImage(url: url, aspect: 1.0)
        if let aspect = fields[.aspect]?.number(positive: true) { image.aspect = aspect }
        if let fetch = fields[.fetch]?.mapping(FetchKey.self) {
            if let delay = fetch[.after]?.duration() { image.fetchDelay = delay }
            if let failure = fetch[.fails] { image.fetchFailure = failure.string() }
        }
        return image
    }

    /// `given`'s keys, `variant` one of the gallery's variants: the JSON Schema's part for
    /// the gallery, so an editor completes the variant and refuses a misspelt one.
    public static var givenSchema: StateValue {
        .map([
            .init("type", "object"),
            .init("properties", .map(GivenKey.allCases.map { key in
                key == .variant ? .init(key.rawValue, ["enum": .list(GalleryVariant.allCases.map { .string($0.rawValue) })]) : .init(key.rawValue, [:])
            })),
            .init("additionalProperties", false),
        ])
    }

    public static func viewNames(of configuration: GalleryConfiguration) -> [String] {
        ["collection", "trash"]
    }

    /// `images`: `[{url, aspect}]` in order. `saved`: the store under `SavedGalleries` — null
    /// when nothing was saved, the images when it decodes, its raw text when it does not.
    /// `store`: every key of the device's store and its raw text (`SavedGalleries`,
    /// `SavedGalleries.unreadable`), so "nothing was lost" can be checked, not assumed.
    public var state: StateValue {
        let store = system.defaults.keys.map { key in
            StateValue.Entry(key, .optional(system.defaults.string(forKey: key)))
        }
        return ["images": imagesState, "saved": savedState, "store": .map(store)]
    }

    /// `images` and `saved` made alone: neither needs the store's text made, which `store`
    /// does (`savedImages`).
    public func state(forKey key: String) -> StateValue? {
        switch key {
        case "images": imagesState
        case "saved": savedState
        default: state[key]
        }
    }

    private var imagesState: StateValue {
        .list(images.map(Self.state))
    }

    private var savedState: StateValue {
        if let images = savedImages { return .list(images.map(Self.state)) }
        return .optional(savedJSON)
    }

    private static func state(_ image: ImageModel) -> StateValue {
        // Entries, not a literal: one per image, and the literal's variadic array was a copy.
        .map([StateValue.Entry("url", .string(image.url)), StateValue.Entry("aspect", .number(image.aspectRatio))])
    }
}
