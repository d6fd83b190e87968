import ScenarioAppKit
import UIKitNames

/// The kanban board as scenarios drive it: `app: kanban`.
///
/// `given: {boards: [{title, items: [TEXT]}]}`, by default the app's own three boards (Todo,
/// In Progress, Done); each board's table is a view named after its title (`todo`,
/// `in-progress`, `done`), and `delete` is the Delete button while a card is dragged; state
/// `{boards: [{title, items}]}`.
public final class KanbanApp: AppUnderTest {
    public struct Configuration: Equatable, Sendable {
        public var boards: [Column]

        public struct Column: Equatable, Sendable {
            public var title: String
            public var items: [String]
        }
    }

    enum Key: String, DecodingKey {
        case boards
    }

    enum BoardKey: String, DecodingKey {
        case title, items
    }

    public static let name = "kanban"
    public static let givenKeys = Key.names
    public static let stateKeys = ["boards"]
    /// Its lists are tables, which `row` targets reach: it has no collection view.
    public static let hasCollectionView = false

    /// The app's boards, shortened: its Todo board repeats four cards thirteen times.
    static let defaultBoards: [Configuration.Column] = [
        .init(title: "Todo", items: ["Database Migration", "Schema Design", "Storage Management", "Model Abstraction"]),
        .init(title: "In Progress", items: ["Push Notification", "Analytics", "Machine Learning"]),
        .init(title: "Done", items: ["System Architecture", "Alert & Debugging"]),
    ]

    public static func configuration(from given: GivenNode) -> Configuration {
        guard let boards = given.mapping(Key.self)?[.boards]?.list() else { return Configuration(boards: defaultBoards) }
        var tableNames: Set<String> = []
        return Configuration(boards: boards.compactMap { board in
            guard let fields = board.named("a board").mapping(BoardKey.self), fields.require(.title),
                  let titleNode = fields[.title], let title = titleNode.string()
            else { return nil }
            // The title names the board's table in targets and `lists`: two tables of one
            // name, or one with no name, could not be told apart there.
            let tableName = Board(title: title, items: []).tableName
            if tableName.isEmpty {
                titleNode.error(Self.unnamedTable(title))
            } else if !tableNames.insert(tableName).inserted {
                titleNode.error(Self.repeatedTable(title, tableName))
            }
            return .init(title: title, items: fields[.items]?.strings() ?? [])
        })
    }

    static func unnamedTable(_ title: String) -> String {
        "board title '\(title)' names its table '', which no target can name; give the board a title with a word in it"
    }

    static func repeatedTable(_ title: String, _ tableName: String) -> String {
        "board title '\(title)' names its table '\(tableName)', as an earlier board's does; give each board a title of its own"
    }

    public static func viewNames(of configuration: Configuration) -> [String] {
        ["delete"]
    }

    /// Each board's table is a list: `{view: todo, row: 2}`, `lists: {todo: {items: 3}}`.
    public static func listNames(of configuration: Configuration) -> [String] {
        configuration.boards.map { Board(title: $0.title, items: []).tableName }
    }

    /// Every list is a table: its rows are `row` targets, and `check` refuses a `cell` or a
    /// `reorder` there.
    public static func tableNames(of configuration: Configuration) -> [String] {
        listNames(of: configuration)
    }

    public let system: DragDropSystem
    let configuration: Configuration

    private(set) var controller: BoardCollectionViewController

    public init(system: DragDropSystem, configuration: Configuration) {
        self.system = system
        self.configuration = configuration
        controller = Self.launch(system, configuration)
    }

    /// The storyboard's part: the board's controller on screen, and each column's table named
    /// after its board (`accessibilityIdentifier`), as scenarios name it.
    private static func launch(_ system: DragDropSystem, _ configuration: Configuration) -> BoardCollectionViewController {
        let boards = configuration.boards.map { Board(title: $0.title, items: $0.items) }
        let controller = BoardCollectionViewController(boards: boards)
        system.install(controller)
        for (item, board) in boards.enumerated() {
            let cell = controller.collectionView.cellForItem(at: IndexPath(item: item, section: 0)) as? BoardCollectionViewCell
            cell?.tableView.accessibilityIdentifier = board.tableName
        }
        return controller
    }

    /// The board keeps nothing: it starts again from `given`.
    public func relaunch() throws(EngineError) {
        try system.terminateApp()
        controller = Self.launch(system, configuration)
    }

    public var collectionView: CollectionView? { nil }

    public var state: StateValue {
        ["boards": .list(controller.boards.map { ["title": .string($0.title), "items": .list($0.items.map(StateValue.string))] })]
    }
}
