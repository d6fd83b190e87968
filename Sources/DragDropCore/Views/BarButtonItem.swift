import Foundation

/// `UIBarButtonItem`: a titled button in a navigation bar. Its `button` is the view scenarios
/// tap and drop on, named by the item's `accessibilityIdentifier` (an Edit button's is `edit`).
public final class BarButtonItem: @unchecked Sendable {
    /// `UIBarButtonItem.Style`.
    public enum Style: Sendable {
        case plain, done
    }

    /// `UIBarButtonItem.SystemItem`, the ones drag-and-drop apps show.
    public enum SystemItem: Sendable {
        case add, done, cancel, edit, trash, action
    }

    public let button: Button
    public var style: Style

    public init(title: String?, style: Style = .plain, primaryAction: Action? = nil) {
        button = Button(name: title?.lowercased() ?? "item", title: title)
        self.style = style
        if let primaryAction { button.addAction(primaryAction) }
    }

    /// `UIBarButtonItem(systemItem:primaryAction:)`, named by the system item (`trash`).
    public convenience init(systemItem: SystemItem, primaryAction: Action? = nil) {
        self.init(title: "\(systemItem)".capitalized, primaryAction: primaryAction)
        button.name = "\(systemItem)"
    }

    /// `UIBarButtonItem(customView:)`: the view itself is what scenarios touch; only a button
    /// can be a custom view here.
    public init(customView: Button) {
        button = customView
        style = .plain
    }

    public var title: String? {
        get { button.title }
        set { button.title = newValue }
    }

    public var isEnabled: Bool {
        get { button.isEnabled }
        set { button.isEnabled = newValue }
    }

    public var accessibilityIdentifier: String? {
        get { button.name }
        set { button.name = newValue ?? "item" }
    }

    /// `customView`.
    public var customView: View? { button }

    /// `addInteraction(_:)` on the item's view, as apps do with `customView`.
    public func addInteraction(_ interaction: DropInteraction) {
        button.addInteraction(interaction)
    }
}
