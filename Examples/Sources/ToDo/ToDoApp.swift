import ScenarioAppKit
import UIKitNames

/// The to-do list as scenarios drive it: `app: todo`.
///
/// `given: {items: [TITLE or {title, done}]}`; views `list` (the collection view) and
/// `done`; state `{items: [{title, done}], progress: [N…], indicators: [none or default…]}`:
/// the progress values the loading rows showed, in order, and the progress indicator style
/// each drop on the list left to the system.
public final class ToDoApp: AppUnderTest {
    public struct Configuration: Equatable, Sendable {
        public var items: [ToDo] = []
    }

    enum Key: String, DecodingKey {
        case items
    }

    enum ItemKey: String, DecodingKey {
        case title, done
    }

    public static let name = "todo"
    public static let givenKeys = Key.names
    public static let stateKeys = ["items", "progress", "indicators"]

    public static func configuration(from given: GivenNode) -> Configuration {
        var configuration = Configuration()
        guard let items = given.mapping(Key.self)?[.items]?.list() else { return configuration }
        configuration.items = items.compactMap { item in
            if let title = item.scalarText, !item.isNull { return ToDo(title: title) }
            guard let fields = item.named("a to-do").mapping(ItemKey.self), fields.require(.title),
                  let title = fields[.title]?.string()
            else { return nil }
            return ToDo(title: title, done: fields[.done]?.bool() ?? false)
        }
        return configuration
    }

    public static func viewNames(of configuration: Configuration) -> [String] {
        ["list", "done"]
    }

    public let system: DragDropSystem
    let configuration: Configuration
    private var controller: ToDoListController

    public init(system: DragDropSystem, configuration: Configuration) {
        self.system = system
        self.configuration = configuration
        controller = Self.launch(system, configuration)
    }

    private static func launch(_ system: DragDropSystem, _ configuration: Configuration) -> ToDoListController {
        let controller = ToDoListController(todos: configuration.items)
        system.install(controller.collectionView)
        system.install(controller.doneView)
        controller.collectionView.reloadData()
        return controller
    }

    /// The list keeps nothing: it starts again from `given`.
    public func relaunch() throws(EngineError) {
        try system.terminateApp()
        controller = Self.launch(system, configuration)
    }

    public var collectionView: CollectionView? { controller.collectionView }

    public var state: StateValue {
        [
            "items": .list(controller.todos.map { ["title": .string($0.title), "done": .bool($0.done)] }),
            "progress": .list(controller.shownProgress.map(StateValue.number)),
            "indicators": .list(controller.indicatorStyles.map { .string($0 == .none ? "none" : "default") }),
        ]
    }
}
