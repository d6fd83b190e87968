import ScenarioAppKit
import UIKitNames

/// The photo album as scenarios drive it: `app: photo-album`.
///
/// `given: {albums: {TITLE: [PHOTO…]…}, selected: TITLE, seed: N}` — the albums in order,
/// each photo a 100 by 100 image of that name; the album shown beside the table (none by
/// default, as at launch); the seed of the automatic insertions' indexes. Views: `photos`
/// (the collection view), `albums` (the table), `edit` and `insertions` (the bar buttons).
public final class PhotoAlbumApp: AppUnderTest {
    public struct Configuration: Equatable, Sendable {
        public var albums: [Album] = []
        public var selected: String?
        public var seed: UInt64 = 0
    }

    public struct Album: Equatable, Sendable {
        public var title: String
        public var photos: [String]
    }

    enum Key: String, DecodingKey {
        case albums, selected, seed
    }

    public static let name = "photo-album"
    public static let givenKeys = Key.names
    public static let stateKeys = ["albums", "photos", "cells", "editing", "insertions", "placeholders"]

    public static func configuration(from given: GivenNode) -> Configuration {
        var configuration = Configuration()
        guard let fields = given.mapping(Key.self) else { return configuration }
        if let entries = fields[.albums]?.entries() {
            configuration.albums = entries.compactMap { entry in
                entry.value.named("the photos of '\(entry.name)'").strings().map { Album(title: entry.name, photos: $0) }
            }
        }
        if let selected = fields[.selected] {
            if let title = selected.string() {
                if configuration.albums.contains(where: { $0.title == title }) {
                    configuration.selected = title
                } else {
                    selected.error(Self.unknownAlbum(title, configuration.albums.map(\.title)))
                }
            }
        }
        if let seed = fields[.seed]?.integer(minimum: 0) { configuration.seed = UInt64(seed) }
        return configuration
    }

    public static func viewNames(of configuration: Configuration) -> [String] {
        ["photos", "albums", "edit", "insertions"]
    }

    /// The grid and the album table, each counted by `lists: {NAME: …}`; `{cell: N}` stays the
    /// grid, the app's one collection view.
    public static func listNames(of configuration: Configuration) -> [String] {
        ["photos", "albums"]
    }

    /// `albums` is a table: its rows are `{view: albums, row: N}`.
    public static func tableNames(of configuration: Configuration) -> [String] {
        ["albums"]
    }

    public let system: DragDropSystem
    let configuration: Configuration
    private var photosViewController: PhotoCollectionViewController
    private var albumTableViewController: AlbumTableViewController

    public init(system: DragDropSystem, configuration: Configuration) {
        self.system = system
        self.configuration = configuration
        (photosViewController, albumTableViewController) = Self.launch(system, configuration)
    }

    /// The split view: the album table, and the selected album's photos beside it.
    private static func launch(_ system: DragDropSystem, _ configuration: Configuration) -> (PhotoCollectionViewController, AlbumTableViewController) {
        let albums = configuration.albums.map { album in
            (title: album.title, photos: album.photos.map { UIImage(width: 100, height: 100, name: $0) })
        }
        let library = PhotoLibrary(albums: albums, seed: configuration.seed)
        let photos = PhotoCollectionViewController(photoLibrary: library)
        let table = AlbumTableViewController(photoLibrary: library, photosViewController: photos)
        system.install(table.tableView)
        system.install(table.editButton)
        system.install(photos)
        table.tableView.reloadData()
        photos.collectionView.reloadData()
        if let selected = configuration.selected, let row = configuration.albums.firstIndex(where: { $0.title == selected }) {
            table.selectRow(at: IndexPath(row: row, section: 0))
        }
        return (photos, table)
    }

    /// The library lives in memory only: the app starts again from `given`.
    public func relaunch() throws(EngineError) {
        try system.terminateApp()
        (photosViewController, albumTableViewController) = Self.launch(system, configuration)
    }

    public var collectionView: CollectionView? { photosViewController.collectionView }

    /// `albums` (the library: titles and photo names, in order), `photos` (what the photo
    /// collection view's data source holds, which can lag behind the library), `cells` (the
    /// photo each of the collection view's cells shows, which a wrong update leaves stale),
    /// `editing`,
    /// `insertions` (whether the timer runs) and `placeholders` (each placeholder cell's
    /// progress values, oldest first, in the order the placeholders were made).
    public var state: StateValue {
        let library = albumTableViewController.albums
        return [
            "albums": .list(library.map { ["title": .string($0.title), "photos": .list($0.photos.map { .string($0.name) })] }),
            "photos": .list((photosViewController.album?.photos ?? []).map { .string($0.name) }),
            "cells": .list(shownPhotos.map(StateValue.string)),
            "editing": .bool(albumTableViewController.tableView.isEditing),
            "insertions": .bool(photosViewController.isPerformingAutomaticInsertions),
            "placeholders": .list(photosViewController.placeholderCells.map { .list($0.shownProgress.map(StateValue.number)) }),
        ]
    }

    /// The photo each item's cell shows, in order: the cells the collection view kept through
    /// its updates, not what the data source says.
    private var shownPhotos: [String] {
        let collectionView: UICollectionView = photosViewController.collectionView
        return (0..<collectionView.numberOfItems(inSection: 0)).map { item in
            (collectionView.cellForItem(at: IndexPath(item: item, section: 0)) as? PhotoCollectionViewCell)?.photo?.name ?? "?"
        }
    }

    static func unknownAlbum(_ title: String, _ titles: [String]) -> String {
        "no album '\(title)' (albums: \(titles.joined(separator: ", ")))"
    }
}

extension AppRegistry {
    /// The photo album, the default app of its scenarios.
    public static let photoAlbum = AppRegistry(PhotoAlbumApp.self, defaultApp: PhotoAlbumApp.name)
}
