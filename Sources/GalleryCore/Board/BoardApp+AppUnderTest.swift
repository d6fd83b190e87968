import DragDropCore
import ScenarioAppKit

/// The board as scenarios see it: `app: board`, its `given` (docs/FORMAT.md) and its state.
extension BoardApp: AppUnderTest {
    public static let name = "board"
    public static let givenKeys = GivenKey.names
    public static let stateKeys = ["sections"]
    /// The board loads nothing: what it inserts comes with the drag items.
    public static let loadsOfDifferentItemsCommute = true

    enum GivenKey: String, DecodingKey {
        case sections
    }

    /// `sections`: a list of sections, each a list of cell texts.
    public static func configuration(from given: GivenNode) -> BoardConfiguration {
        guard let sections = given.mapping(GivenKey.self)?[.sections]?.list() else { return BoardConfiguration() }
        return BoardConfiguration(sections: sections.map { $0.named("a section").strings() ?? [] })
    }

    public static func viewNames(of configuration: BoardConfiguration) -> [String] {
        ["collection"]
    }

    /// The collection view is a list a scenario may name: `{view: collection, cell: 2}`.
    public static func listNames(of configuration: BoardConfiguration) -> [String] {
        ["collection"]
    }

    /// `sections`: each section's cell texts, `+` for an open slot.
    public var state: StateValue {
        ["sections": .list(sections.map { .list($0.map(StateValue.string)) })]
    }
}
