import ScenarioAppKit
import UIKitNames

/// The gallery as scenarios see it: `app: gallery`, its `given` (docs/FORMAT.md) and its state.
extension GalleryApp: AppUnderTest {
    public static let name = "gallery"
    public static let givenKeys = GivenKey.names
    /// Each external drop completes into its own placeholder, each fetch fills its own cell.
    public static let loadsOfDifferentItemsCommute = true
    public static let stateKeys = ["images", "saved", "store", "cells", "layout", "selected"]

    enum GivenKey: String, DecodingKey {
        case images, columns, width, height, saved, variant
    }

    enum ImageKey: String, DecodingKey {
        case url, aspect, fetch
    }

    enum FetchKey: String, DecodingKey {
        case after, fails
    }

    /// `images` (each a URL or `{url, aspect, fetch: {after, fails}}`), `columns`, `width`, `height`,
    /// `saved` and `variant`.
    public static func configuration(from given: GivenNode) -> GalleryConfiguration {
        var configuration = GalleryConfiguration()
        guard let fields = given.mapping(GivenKey.self) else { return configuration }
        if let entries = fields[.images]?.list() {
            configuration.images = entries.compactMap(image)
        }
        if let columns = fields[.columns]?.integer(minimum: 1) { configuration.columns = columns }
        if let width = fields[.width]?.number(positive: true) { configuration.width = width }
        if let height = fields[.height]?.number(positive: true) { configuration.height = height }
        if let saved = fields[.saved] { configuration.saved = saved.string() }
        if let variant = fields[.variant]?.word(GalleryVariant.self, noun: "variant") { configuration.variant = variant }
        return configuration
    }

    /// `{url, aspect, fetch: {after, fails}}`, or just the URL; a URL `URL(string:)` refuses
    /// cannot be an `ImageModel`'s, so it is an error here.
    private static func image(_ node: GivenNode) -> GalleryImage? {
        if let url = node.scalarText, !node.isNull {
            return isURL(url, node) ? GalleryImage(url: url, aspect: 1.0) : nil
        }
        guard let fields = node.named("an image").mapping(ImageKey.self),
              fields.require(.url), let urlNode = fields[.url], let url = urlNode.string(), isURL(url, urlNode)
        else { return nil }
        var image = GalleryImage(url: url, aspect: 1.0)
        if let aspect = fields[.aspect]?.number(positive: true) { image.aspect = aspect }
        if let fetch = fields[.fetch]?.mapping(FetchKey.self) {
            if let delay = fetch[.after]?.duration() { image.fetchDelay = delay }
            if let failure = fetch[.fails] { image.fetchFailure = failure.string() }
        }
        return image
    }

    private static func isURL(_ text: String, _ node: GivenNode) -> Bool {
        guard URL(string: text) == nil else { return true }
        node.error("expected a URL for \(node.what), found '\(text)'")
        return false
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

    /// The collection view is a list a scenario may name: `{view: collection, cell: 2}`.
    public static func listNames(of configuration: GalleryConfiguration) -> [String] {
        ["collection"]
    }

    /// `images`: `[{url, aspect}]` in order. `saved`: the store under `SavedGalleries` — null
    /// when nothing was saved, the images when it decodes, its raw text when it does not.
    /// `store`: every key of the device's store and its raw text (`SavedGalleries`,
    /// `SavedGalleries.unreadable`), so "nothing was lost" can be checked, not assumed.
    /// `cells`: what each cell shows, in layout order (`cellStates`). `layout`: the cells'
    /// width, how many fit in a row, the content offset. `selected`: the selected items'
    /// indexes (`indexPathsForSelectedItems`).
    public var state: StateValue {
        .map(Self.stateKeys.compactMap { key in state(forKey: key).map { StateValue.Entry(key, $0) } })
    }

    /// One key of `state`, made alone: `saved` decodes the store, which `images` does not need.
    public func state(forKey key: String) -> StateValue? {
        switch key {
        case "images":
            return .list(images.map(Self.state))
        case "saved":
            return savedImages.map { .list($0.map(Self.state)) } ?? .optional(savedJSON)
        case "store":
            return .map(system.defaults.keys.map { key in
                StateValue.Entry(key, .optional(system.defaults.data(forKey: key).map { String(decoding: $0, as: UTF8.self) } ?? system.defaults.string(forKey: key)))
            })
        case "cells":
            return .list(cellStates)
        case "layout":
            return layoutState
        case "selected":
            return .list((collectionView?.indexPathsForSelectedItems ?? []).map { .number(Double($0.item)) })
        default:
            return nil
        }
    }

    /// Each cell as the screen shows it, placeholders where they stand: an image cell's
    /// `image` (the name it was fetched under, `error-image`, the size of an image handed over
    /// by another app, or null while it loads) and whether its `spinner` turns; a drop
    /// placeholder is the storyboard's `DropPlaceholderCell` prototype, which has no image
    /// view and whose activity indicator is set to animate from the start.
    private var cellStates: [StateValue] {
        guard let collectionView else { return [] }
        return collectionView.layoutFrames.map { frame in
            guard frame.isItem else {
                return ["placeholder": .string(ImageGalleryCollectionViewController.placeholderReuseIdentifier), "image": .null, "spinner": .bool(true)]
            }
            let cell = collectionView.cellForItem(at: frame.indexPath) as? ImageCollectionViewCell
            return ["image": .optional(cell?.image.map(\.description)), "spinner": .bool(cell?.spinner.isAnimating ?? false)]
        }
    }

    /// `layout`: the width of every image's cell (`predefinedWidth`, which a pinch scales),
    /// how many fit in a row of the flow layout, and the content offset the gallery is
    /// scrolled to.
    private var layoutState: StateValue {
        let width = Double(collectionView?.bounds.width ?? 0)
        let itemWidth = itemWidth
        let perRow = itemWidth > 0 ? max(1, Int(((width + 0.0001) / itemWidth).rounded(.down))) : 0
        return ["itemWidth": .number(itemWidth), "imagesPerRow": .number(Double(perRow)), "offset": .number(Double(collectionView?.contentOffset.y ?? 0))]
    }

    private static func state(_ image: ImageModel) -> StateValue {
        ["url": .string(image.url.absoluteString), "aspect": .number(image.aspectRatio)]
    }
}
