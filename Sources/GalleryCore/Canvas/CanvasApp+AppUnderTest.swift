import DragDropCore
import Foundation
import ScenarioAppKit

/// The canvas as scenarios see it: `app: canvas`, its `given` (docs/FORMAT.md) and its state.
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
        case drag, add, context, addsTo, restricted, allowsMove, fullSizePreview, lift, preview, drop
    }

    enum PreviewKey: String, DecodingKey {
        case lift, cancel
    }

    /// A `UITargetedDragPreview` of the app's making: another view, its parameters, a target.
    enum PreviewShapeKey: String, DecodingKey {
        case view, background, path, lines, container, center, scale, rotation
    }

    enum ItemKey: String, DecodingKey {
        case provides, local, visibility
    }

    enum DropKey: String, DecodingKey {
        case accepts, operation, loads, simultaneous, logs
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
        if let context = fields[.context] { view.context = context.itemValue()?.description }
        if let addsTo = fields[.addsTo] { view.addsTo = word(addsTo, CanvasViewConfiguration.SessionChoice.self) ?? .none }
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
        if let preview = fields[.preview], let previews = preview.mapping(PreviewKey.self) {
            if let lift = previews[.lift] { view.liftPreview = self.preview(lift) }
            if let cancel = previews[.cancel] { view.cancelPreview = self.preview(cancel) }
        }
        if let drop = fields[.drop] { view.drop = self.drop(drop) }
        return view
    }

    /// `none` (nil), `default`, or a mapping of what differs from the default preview.
    private static func preview(_ node: GivenNode) -> DragPreview? {
        if let scalar = node.node?.scalar, scalar.style == .plain, scalar.value == "none" || scalar.value == "default" {
            return scalar.value == "none" ? nil : .default
        }
        guard node.node?.scalar == nil else {
            node.error(previewWords(node.written))
            return .default
        }
        guard let fields = node.mapping(PreviewShapeKey.self) else { return .default }
        var preview = DragPreview()
        if let view = fields[.view] { preview.view = view.string() }
        var parameters = DragPreviewParameters()
        if let lines = fields[.lines] {
            // `UIDragPreviewParameters(textLineRects:)`: the view cut to its lines of text.
            parameters = DragPreviewParameters(textLineRects: (lines.list() ?? []).compactMap(rect))
            if let path = fields[.path] { path.error(pathOrLines) }
        }
        if let background = fields[.background] { parameters.backgroundName = background.string() }
        if let path = fields[.path], fields[.lines] == nil { parameters.visiblePath = rect(path).map(BezierPath.init(rect:)) }
        if parameters != DragPreviewParameters() { preview.parameters = parameters }
        if let center = fields[.center]?.point() {
            preview.target = DragPreviewTarget(
                container: fields[.container]?.string(), center: center,
                scale: fields[.scale]?.number(positive: true) ?? 1, rotation: fields[.rotation]?.number() ?? 0
            )
        } else if let alone = fields[.scale] ?? fields[.rotation] ?? fields[.container] {
            alone.error(targetNeedsCenter)
        }
        return preview
    }

    /// `[x, y, width, height]`, the width and height not negative.
    private static func rect(_ node: GivenNode) -> CGRect? {
        guard let entries = node.list() else { return nil }
        guard entries.count == 4 else {
            node.error(pathShape(entries.count))
            return nil
        }
        let numbers = entries.compactMap { $0.number() }
        guard numbers.count == 4 else { return nil }
        guard numbers[2] >= 0, numbers[3] >= 0 else {
            node.error(pathShape(4))
            return nil
        }
        return CGRect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
    }

    private static func items(_ node: GivenNode) -> [CanvasItem] {
        (node.list() ?? []).compactMap { entry in
            guard let fields = entry.named("an item of \(node.what)").mapping(ItemKey.self),
                  fields.require(.provides), let provides = fields[.provides]
            else { return nil }
            var representations = provides.representations()
            // `itemProviderVisibilityForRepresentationWithTypeIdentifier:`, per type written.
            for entry in fields[.visibility]?.entries() ?? [] {
                guard let visibility = word(entry.value, ItemProvider.RepresentationVisibility.self) else { continue }
                guard let index = representations.firstIndex(where: { $0.typeIdentifier == entry.name }) else {
                    entry.value.error(visibilityOfUnprovided(entry.name))
                    continue
                }
                representations[index].visibility = visibility
            }
            return CanvasItem(provides: representations, local: fields[.local]?.itemValue()?.description)
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
        if let logs = fields[.logs] { drop.logs = (logs.list() ?? []).compactMap { word($0, CanvasDrop.Logged.self) } }
        return drop
    }

    /// One of a closed set of plain words; another is a located error naming them.
    private static func word<Word: RawRepresentable & CaseIterable>(_ node: GivenNode, _: Word.Type) -> Word? where Word.RawValue == String {
        if let scalar = node.node?.scalar, scalar.style == .plain, let word = Word(rawValue: scalar.value) { return word }
        node.error(oneOf(Word.allCases.map(\.rawValue), found: node.written))
        return nil
    }

    public static func viewNames(of configuration: CanvasConfiguration) -> [String] {
        configuration.views.map(\.name)
    }

    /// `views`: each view's `text`, null until a drop shows one.
    public var state: StateValue {
        .map([.init("views", .map(configuration.views.map { .init($0.name, ["text": .optional(text(ofView: $0.name))]) }))])
    }

    static func previewWords(_ found: String) -> String {
        "a preview is 'none', 'default' or a mapping of view, background, path or lines, container, center, scale and rotation; found '\(found)'"
    }

    static let targetNeedsCenter = "'container', 'scale' and 'rotation' go with 'center': they make the target a preview is aimed at"

    static let pathOrLines = "a preview is cut by 'path' or by text 'lines', not both"

    static func pathShape(_ count: Int) -> String {
        "'path' is [x, y, width, height], width and height not negative; found \(count) numbers"
    }

    static func visibilityOfUnprovided(_ type: String) -> String {
        "'visibility' names '\(type)', which the item does not provide"
    }

    static func oneOf(_ words: [String], found: String) -> String {
        "expected one of \(words.map { "'\($0)'" }.joined(separator: ", ")); found '\(found)'"
    }

    static func liftOnlyNone(_ found: String) -> String {
        "'lift' takes only 'none', found '\(found)'"
    }
}
