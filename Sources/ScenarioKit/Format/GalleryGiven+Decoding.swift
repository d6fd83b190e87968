import YAMLReader

extension GalleryGiven {
    enum Key: String, DecodingKey {
        case images, columns, width, saved, variant
    }

    enum ImageKey: String, DecodingKey {
        case url, aspect, fetch
    }

    enum FetchKey: String, DecodingKey {
        case after, fails
    }

    static func decode(_ node: Node, unknown: (String) -> String, _ decoder: inout NodeDecoder) -> GalleryGiven? {
        guard let fields = decoder.fields(node, for: "'given'", Key.self, unknown: unknown) else { return nil }
        var given = GalleryGiven()
        let complete = decoder.succeeds { decoder in
            if let node = fields[.images], let items = decoder.sequence(node, for: "'images'") {
                given.images = items.compactMap { decodeImage($0, &decoder) }
            }
            if let node = fields[.columns], let columns = decoder.integer(node, for: "'columns'", minimum: 1) {
                given.columns = columns
            }
            if let node = fields[.width], let width = decoder.number(node, for: "'width'", positive: true) {
                given.width = width
            }
            if let node = fields[.saved] { given.saved = decoder.string(node, for: "'saved'") }
            if let node = fields[.variant], let variant = decoder.word(node, Variant.self, noun: "variant") {
                given.variant = variant
            }
        }
        return complete ? given : nil
    }

    /// `{url, aspect, fetch: {after, fails}}`, or just the URL.
    private static func decodeImage(_ node: Node, _ decoder: inout NodeDecoder) -> Image? {
        if let scalar = node.scalar, !scalar.isNull {
            return Image(url: scalar.value, location: node.location)
        }
        guard let fields = decoder.fields(node, for: "an image", ImageKey.self) else { return nil }
        guard decoder.require(.url, in: fields), let urlNode = fields[.url],
              let url = decoder.string(urlNode, for: "'url'")
        else { return nil }
        var image = Image(url: url, location: node.location)
        if let node = fields[.aspect], let aspect = decoder.number(node, for: "'aspect'", positive: true) {
            image.aspect = aspect
        }
        if let node = fields[.fetch], let fetch = decoder.fields(node, for: "'fetch'", FetchKey.self) {
            if let node = fetch[.after], let delay = decoder.duration(node, for: "'after'") { image.fetchDelay = delay }
            if let node = fetch[.fails] { image.fetchFailure = decoder.string(node, for: "'fails'") }
        }
        return image
    }
}
