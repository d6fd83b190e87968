import DragDropCore

/// A running app the runner drives: installed on a device, with the views scenarios name.
///
/// Neither launching an app nor `relaunch()` runs the work that falls due at once (a cell's
/// fetch that takes 0ms); run them inside `system.step`, as the engine's step methods do:
/// `try system.step { try app.relaunch() }`.
public protocol ScenarioApp: AnyObject {
    var system: DragDropSystem { get }
    /// The collection view that `cell`, `point`, `empty` and `reorder` refer to when they name
    /// no list; nil when the app has none, or several (`AppUnderTest.listNames(of:)`).
    var collectionView: CollectionView? { get }
    /// A named view (`trash`, `collection`, a canvas view) for `{view: NAME}` targets; nil
    /// while it is not on screen, which a finger over it takes for nothing.
    func view(named name: String) -> View?
    /// The app quits (`system.terminateApp()`) and starts again from what it saved.
    func relaunch() throws(EngineError)
    /// The app's model as plain values, for `expect: { state: … }` and the explorer's
    /// comparison of outcomes; keys named in `AppUnderTest.stateKeys`.
    var state: StateValue { get }
    /// The value under one key of `state`, nil when there is none: what an expectation that
    /// names a key reads, so that checking `images` does not decode the saved store too.
    /// An app whose keys cost to make answers each on its own; the default cuts `state`.
    func state(forKey key: String) -> StateValue?
}

extension ScenarioApp {
    public func state(forKey key: String) -> StateValue? {
        state[key]
    }

    /// Views are found by name on the device, as the engine installed them.
    public func view(named name: String) -> View? {
        system.view(named: name)
    }
}
