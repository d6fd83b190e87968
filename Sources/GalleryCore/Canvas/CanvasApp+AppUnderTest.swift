import DragDropCore
import ScenarioAppKit

/// The canvas as scenarios see it: `app: canvas`, its `given` (APPS.md) and its state.
extension CanvasApp: AppUnderTest {
    public static let name = "canvas"
    public static let givenKeys = GivenKey.names
    public static let stateKeys = ["views"]
    public static let hasCollectionView = false
    /// A view waits for all of a drop's loads and shows them in item order, whatever order
    /// they finished in.
    public static let loadsOfDifferentItemsCommute = true

    enum GivenKey: String, DecodingKey {
        case views
    }

    enum ViewKey: String, DecodingKey {
        case drag, add, restricted, allowsMove, fullSizePreview, lift, drop
    }

    enum ItemKey: String, DecodingKey {
        case provides, local
    }

    enum DropKey: String, DecodingKey {
        case accepts, operation, loads, simultaneous
    }

    /// `views`: a mapping of view names to what each offers and accepts.
    public static func configuration(from given: GivenNode) -> CanvasConfiguration {
        guard let views = given.mapping(GivenKey.self)?[.views]?.entries() else { return CanvasConfiguration() }
        return CanvasConfiguration(views: views.map { view($0.name, $0.value) })
    }

    private static func view(_ name: String, _ node: GivenNode) -> CanvasViewConfiguration {
        var view = CanvasViewConfiguration(name: name)
        // A view with no interactions is written `name: {}` or `name:`.
        guard !node.isNull, let fields = node.named("view '\(name)'").mapping(ViewKey.self) else { return view }
        if let drag = fields[.drag] { view.drag = items(drag) }
        if let add = fields[.add] { view.add = items(add) }
        if let restricted = fields[.restricted]?.bool() { view.restricted = restricted }
        if let allowsMove = fields[.allowsMove]?.bool() { view.allowsMove = allowsMove }
        if let fullSizePreview = fields[.fullSizePreview]?.bool() { view.fullSizePreview = fullSizePreview }
        if let lift = fields[.lift] {
            if lift.node?.scalar?.value == "none", lift.node?.scalar?.style == .plain {
                view.liftNone = true
            } else {
                lift.error(liftOnlyNone(lift.written))
            }
        }
        if let drop = fields[.drop] { view.drop = self.drop(drop) }
        return view
    }

    private static func items(_ node: GivenNode) -> [CanvasItem] {
        (node.list() ?? []).compactMap { entry in
            guard let fields = entry.named("an item of \(node.what)").mapping(ItemKey.self),
                  fields.require(.provides), let provides = fields[.provides]
            else { return nil }
            return CanvasItem(provides: provides.representations(), local: fields[.local]?.itemValue()?.description)
        }
    }

    private static func drop(_ node: GivenNode) -> CanvasDrop? {
        guard let fields = node.mapping(DropKey.self), fields.require(.accepts),
              let accepts = fields[.accepts]?.strings()
        else { return nil }
        var drop = CanvasDrop(accepts: accepts)
        if let operation = fields[.operation]?.dropOperation(allowed: [.copy, .move, .forbidden]) { drop.operation = operation }
        if let loads = fields[.loads] { drop.loads = loads.string() }
        if let simultaneous = fields[.simultaneous]?.bool() { drop.simultaneous = simultaneous }
        return drop
    }

    public static func viewNames(of configuration: CanvasConfiguration) -> [String] {
        configuration.views.map(\.name)
    }

    /// `views`: each view's `text`, null until a drop shows one.
    public var state: StateValue {
        .map([.init("views", .map(configuration.views.map { .init($0.name, ["text": .optional(text(ofView: $0.name))]) }))])
    }

    static func liftOnlyNone(_ found: String) -> String {
        "'lift' takes only 'none', found '\(found)'"
    }
}
