import Foundation
import ScenarioAppKit
import UIKitNames

/// The bookmarks bar as scenarios drive it: `app: bookmarks`.
///
/// `given: {bookmarks: [URL…]}`, the first one pinned; view `bookmarks` (the collection
/// view); state `{bookmarks: [URL…]}`.
public final class BookmarksApp: AppUnderTest {
    public struct Configuration: Equatable, Sendable {
        public var bookmarks: [URL] = []
    }

    enum Key: String, DecodingKey {
        case bookmarks
    }

    public static let name = "bookmarks"
    public static let givenKeys = Key.names
    public static let stateKeys = ["bookmarks"]

    public static func configuration(from given: GivenNode) -> Configuration {
        var configuration = Configuration()
        guard let entries = given.mapping(Key.self)?[.bookmarks]?.list() else { return configuration }
        // A text `URL(string:)` refuses cannot be a bookmark: an error at it, not left out unseen.
        configuration.bookmarks = entries.compactMap { entry in
            guard let text = entry.string() else { return nil }
            guard let url = URL(string: text) else {
                entry.error("expected a URL for \(entry.what), found '\(text)'")
                return nil
            }
            return url
        }
        return configuration
    }

    public static func viewNames(of configuration: Configuration) -> [String] {
        ["bookmarks"]
    }

    public let system: DragDropSystem
    let configuration: Configuration
    private var controller: BookmarksController

    public init(system: DragDropSystem, configuration: Configuration) {
        self.system = system
        self.configuration = configuration
        controller = Self.launch(system, configuration)
    }

    private static func launch(_ system: DragDropSystem, _ configuration: Configuration) -> BookmarksController {
        let controller = BookmarksController(bookmarks: configuration.bookmarks)
        system.install(controller.collectionView)
        controller.collectionView.reloadData()
        return controller
    }

    /// The bar keeps nothing: it starts again from `given`.
    public func relaunch() throws(EngineError) {
        try system.terminateApp()
        controller = Self.launch(system, configuration)
    }

    public var collectionView: CollectionView? { controller.collectionView }

    public var state: StateValue {
        ["bookmarks": .list(controller.bookmarks.map { .string($0.absoluteString) })]
    }
}

extension AppRegistry {
    /// The bookmarks bar, the default app of its scenarios.
    public static let bookmarks = AppRegistry(BookmarksApp.self, defaultApp: BookmarksApp.name)
}
