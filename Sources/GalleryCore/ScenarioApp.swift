import DragDropCore

/// What the runner drives: one of the three apps, installed on a device.
///
/// Neither launching an app nor `relaunch()` runs the work that falls due at once (a cell's
/// fetch that takes 0ms); run them inside `system.step`, as the engine's step methods do:
/// `try system.step { try app.relaunch() }`.
public protocol ScenarioApp: AnyObject {
    var system: DragDropSystem { get }
    /// The collection view that `cell`, `point`, `empty` and `reorder` refer to; nil for the canvas.
    var collectionView: CollectionView? { get }
    /// A named view (`trash`, `collection`, canvas views) for `{view: NAME}` targets.
    func view(named name: String) -> View?
    /// The app quits (system.terminateApp()) and starts again from what it saved.
    func relaunch() throws(EngineError)
}
