import Foundation

/// `UIGestureRecognizer`: a recogniser added to a view (`addGestureRecognizer(_:)`) that
/// sends its action to its target at each change of its state, as a continuous gesture does
/// (Apple's documentation, "Implementing a continuous gesture recognizer": `.began`, then
/// `.changed` for each movement, then `.ended`).
///
/// UIKit names the action by a selector (`#selector(zoom(_:))`), which Swift on Linux has not;
/// the engine takes the method itself, `ImageGalleryCollectionViewController.zoom`, the
/// unapplied method reference the selector names. The target is held weakly, as UIKit does
/// not retain a gesture recogniser's targets (`-[UIGestureRecognizer addTarget:action:]`).
open class GestureRecognizer {
    /// `UIGestureRecognizer.State`, the states of a continuous gesture.
    public enum State: Sendable, Equatable {
        case possible, began, changed, ended, cancelled, failed
    }

    /// `state`: `.possible` until the gesture begins.
    public internal(set) var state: State = .possible
    /// `view`: the view the recogniser was added to.
    public internal(set) weak var view: View?
    /// `isEnabled`: a disabled recogniser recognises nothing.
    public var isEnabled = true
    /// Where the finger is while the gesture goes on, in `view`'s coordinates.
    var fingerLocation: CGPoint?
    private var actions: [(GestureRecognizer) -> Void] = []

    /// `init(target:action:)`: `action` is the target's method, called with the recogniser.
    public init<Target: AnyObject, Recognizer: GestureRecognizer>(target: Target, action: @escaping (Target) -> (Recognizer) -> Void) {
        addTarget(target, action: action)
    }

    /// `addTarget(_:action:)`: one more action, sent after those added before.
    public func addTarget<Target: AnyObject, Recognizer: GestureRecognizer>(_ target: Target, action: @escaping (Target) -> (Recognizer) -> Void) {
        actions.append { [weak target] recognizer in
            guard let target, let recognizer = recognizer as? Recognizer else { return }
            action(target)(recognizer)
        }
    }

    /// `location(in:)`: where the finger is, in `view`'s coordinates when `view` is the one the
    /// recogniser is on (or nil); another view's centre, as a drag session answers for a
    /// view the finger is not over. Before the gesture begins, the recogniser's view's centre.
    public func location(in view: View?) -> CGPoint {
        let own = self.view
        guard let target = view ?? own else { return .zero }
        guard target === own, let fingerLocation else { return target.center }
        return fingerLocation
    }

    /// Moves to `state` and sends every action, in the order added.
    func transition(to state: State) {
        self.state = state
        for action in actions { action(self) }
    }
}

extension View {
    /// `addGestureRecognizer(_:)`: the recogniser is attached to the view, after any added
    /// before.
    public func addGestureRecognizer(_ gestureRecognizer: GestureRecognizer) {
        gestureRecognizer.view?.removeGestureRecognizer(gestureRecognizer)
        gestureRecognizer.view = self
        gestureRecognizers.append(gestureRecognizer)
    }

    /// `removeGestureRecognizer(_:)`.
    public func removeGestureRecognizer(_ gestureRecognizer: GestureRecognizer) {
        guard gestureRecognizer.view === self else { return }
        gestureRecognizers.removeAll { $0 === gestureRecognizer }
        gestureRecognizer.view = nil
    }
}
