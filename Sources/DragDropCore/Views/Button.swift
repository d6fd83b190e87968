import Foundation

/// `UIButton` (and a bar button with a view of its own): a view whose actions a tap runs, and
/// which may carry drag and drop interactions like any view.
public final class Button: View {
    /// `UIControl.Event`: when an action runs. A tap triggers both.
    public enum Event: Sendable {
        case touchUpInside, primaryActionTriggered
    }

    /// `UIControl.State`, for `setTitle(_:for:)`.
    public enum State: Sendable {
        case normal, highlighted, disabled, selected
    }

    public var title: String?
    /// A disabled button ignores taps, as the table sample's Edit button does during a drag.
    public var isEnabled = true
    private(set) var actions: [Action] = []

    public init(name: String, title: String? = nil) {
        self.title = title
        super.init(name: name, size: CGSize(width: 80, height: 44))
    }

    /// `UIButton.ButtonType`: every type looks and taps alike here.
    public enum ButtonType: Sendable {
        case custom, system
    }

    /// `UIButton(type:)`: a button named `button` until the app gives it an
    /// `accessibilityIdentifier`.
    public convenience init(type buttonType: ButtonType) {
        self.init(name: "button")
    }

    /// The normal state's title colour, `setTitleColor(_:for:)`'s.
    public private(set) var titleColor: Color?

    /// `setTitleColor(_:for:)`: the normal state's colour is the one shown.
    public func setTitleColor(_ color: Color?, for state: State) {
        if state == .normal { titleColor = color }
    }

    /// `addAction(_:for:)`: `action` runs at every tap.
    public func addAction(_ action: Action, for event: Event = .primaryActionTriggered) {
        actions.append(action)
    }

    /// `setTitle(_:for:)`: the normal state's title is the one shown.
    public func setTitle(_ title: String?, for state: State) {
        if state == .normal { self.title = title }
    }

    /// Runs every action now, in the order added: the tap, once the engine has found it.
    func runActions() {
        for action in actions { action.handler(action) }
    }
}

/// `UIAction`: a title and what a tap does.
public struct Action {
    public var title: String
    let handler: (Action) -> Void

    public init(title: String = "", handler: @escaping (Action) -> Void) {
        self.title = title
        self.handler = handler
    }
}
