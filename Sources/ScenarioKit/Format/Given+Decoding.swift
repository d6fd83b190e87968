import YAMLReader

extension Given {
    /// The `given` of `app`. A key of another app is named as such, since the likelier
    /// mistake is the `app`, not the key.
    static func decode(_ node: Node, app: AppKind, _ decoder: inout NodeDecoder) -> Given? {
        let unknown = { (name: String) -> String in
            let owners = AppKind.allCases.filter { $0 != app && Self.keyNames(of: $0).contains(name) }
            guard let owner = owners.first else {
                return NodeDecoder.unknownKey(name, in: Self.keyNames(of: app))
            }
            return Self.keyOfOtherApp(name, app: app, owner: owner)
        }
        switch app {
        case .gallery:
            return GalleryGiven.decode(node, unknown: unknown, &decoder).map(Given.gallery)
        case .board:
            return BoardGiven.decode(node, unknown: unknown, &decoder).map(Given.board)
        case .canvas:
            return CanvasGiven.decode(node, unknown: unknown, &decoder).map(Given.canvas)
        }
    }

    static func keyNames(of app: AppKind) -> [String] {
        switch app {
        case .gallery: GalleryGiven.Key.names
        case .board: BoardGiven.Key.names
        case .canvas: CanvasGiven.Key.names
        }
    }

    static func keyOfOtherApp(_ name: String, app: AppKind, owner: AppKind) -> String {
        "unknown key '\(name)' for app \(app.rawValue); '\(name)' belongs to app \(owner.rawValue)"
    }
}
