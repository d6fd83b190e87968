import DragDropCore
import Foundation
import ScenarioAppKit

/// An app of a user's own with views of both kinds: `shelf`, a collection view of books, and
/// `loans`, a table of the books lent, are its lists; `wishlist` is a table that is no list.
/// It declares its tables, so that `check` knows which views have rows and which have cells.
final class LibraryApp: AppUnderTest {
    enum Key: String, DecodingKey {
        case shelf, loans, wishlist
    }

    struct Configuration: Equatable, Sendable {
        var shelf: [String] = []
        var loans: [String] = []
        var wishlist: [String] = []
    }

    static let name = "library"
    static let givenKeys = Key.names
    static let stateKeys = Key.names
    /// Two lists: none is "the" collection view.
    static let hasCollectionView = false

    static func configuration(from given: GivenNode) -> Configuration {
        let fields = given.mapping(Key.self)
        return Configuration(
            shelf: fields?[.shelf]?.strings() ?? [],
            loans: fields?[.loans]?.strings() ?? [],
            wishlist: fields?[.wishlist]?.strings() ?? []
        )
    }

    static func listNames(of configuration: Configuration) -> [String] { ["shelf", "loans"] }

    static func tableNames(of configuration: Configuration) -> [String] { ["loans", "wishlist"] }

    let system: DragDropSystem
    let configuration: Configuration
    private var shelf: BookShelf
    private var loans: BookTable
    private var wishlist: BookTable

    init(system: DragDropSystem, configuration: Configuration) {
        self.system = system
        self.configuration = configuration
        (shelf, loans, wishlist) = Self.launch(system, configuration)
    }

    private static func launch(_ system: DragDropSystem, _ configuration: Configuration) -> (BookShelf, BookTable, BookTable) {
        let views = (
            BookShelf(titles: configuration.shelf),
            BookTable(name: "loans", titles: configuration.loans),
            BookTable(name: "wishlist", titles: configuration.wishlist)
        )
        system.install(views.0.collectionView)
        system.install(views.1.tableView)
        system.install(views.2.tableView)
        return views
    }

    func relaunch() throws(EngineError) {
        try system.terminateApp()
        (shelf, loans, wishlist) = Self.launch(system, configuration)
    }

    var collectionView: CollectionView? { nil }

    var state: StateValue {
        let titles = { (titles: [String]) in StateValue.list(titles.map(StateValue.string)) }
        return ["shelf": titles(shelf.titles), "loans": titles(loans.titles), "wishlist": titles(wishlist.titles)]
    }
}

/// The books on the shelf, in one section; a book dragged out is its title.
final class BookShelf: CollectionViewDataSource, CollectionViewDragDelegate {
    let collectionView = CollectionView(name: "shelf", width: 400, layout: FlowLayout(itemSize: CGSize(width: 100, height: 100)))
    private(set) var titles: [String]

    init(titles: [String]) {
        self.titles = titles
        collectionView.dataSource = self
        collectionView.dragDelegate = self
    }

    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { titles.count }

    func collectionView(_ collectionView: CollectionView, itemsForBeginning session: DragSession, at indexPath: IndexPath) -> [DragItem] {
        guard titles.indices.contains(indexPath.item) else { return [] }
        return [DragItem(itemProvider: ItemProvider(object: titles[indexPath.item]))]
    }
}

/// A table of titles, one row each; a row dragged out is its title.
final class BookTable: TableViewDataSource, TableViewDragDelegate {
    let tableView: TableView
    private(set) var titles: [String]

    init(name: String, titles: [String]) {
        tableView = TableView(name: name)
        self.titles = titles
        tableView.register(TableViewCell.self, forCellReuseIdentifier: "Book")
        tableView.dataSource = self
        tableView.dragDelegate = self
    }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { titles.count }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Book", for: indexPath)
        cell.textLabel?.text = titles.indices.contains(indexPath.row) ? titles[indexPath.row] : nil
        return cell
    }

    func tableView(_ tableView: TableView, itemsForBeginning session: DragSession, at indexPath: IndexPath) -> [DragItem] {
        guard titles.indices.contains(indexPath.row) else { return [] }
        return [DragItem(itemProvider: ItemProvider(object: titles[indexPath.row]))]
    }
}
