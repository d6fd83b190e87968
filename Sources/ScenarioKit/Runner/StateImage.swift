import ScenarioAppKit

/// An image as an app's state lists it, `{url, aspect}`: what `images` and `saved` compare.
struct StateImage: Equatable {
    var url: String
    var aspectRatio: Double

    /// The images of a state list; nil when `value` is no list of `{url, aspect}` maps.
    static func list(_ value: StateValue?) -> [StateImage]? {
        guard case .list(let items) = value else { return nil }
        var images: [StateImage] = []
        images.reserveCapacity(items.count)
        for item in items {
            guard case .string(let url) = item["url"], case .number(let aspect) = item["aspect"] else { return nil }
            images.append(StateImage(url: url, aspectRatio: aspect))
        }
        return images
    }
}
