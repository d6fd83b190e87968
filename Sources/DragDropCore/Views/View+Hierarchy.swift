import Foundation

/// `UIView`'s hierarchy and the properties drag and drop code sets on views it builds.
///
/// A view added to a view on screen goes on screen with it (the device installs it), and one
/// removed from its superview goes off screen, as `removeFromSuperview()` does in UIKit.
extension View {
    /// `frame`: the view's origin in its superview and its size.
    public var frame: CGRect {
        get { CGRect(origin: origin, size: bounds.size) }
        set {
            origin = newValue.origin
            bounds.size = newValue.size
        }
    }

    /// `accessibilityIdentifier`: the view's name in scenarios and in the trace.
    public var accessibilityIdentifier: String? {
        get { name }
        set { name = newValue ?? "view" }
    }

    /// `addSubview(_:)`: the view moves from its old superview, if any, to the end of this
    /// one's subviews, and is on screen when this view is.
    public func addSubview(_ view: View) {
        guard view !== self else { return }
        view.removeFromSuperview()
        view.superview = self
        subviews.append(view)
        system?.installTree(view)
    }

    /// `removeFromSuperview()`: the view and the views in it leave the screen.
    public func removeFromSuperview() {
        if let superview {
            superview.subviews.removeAll { $0 === self }
            self.superview = nil
        }
        system?.uninstallTree(self)
    }

    /// Whether a finger over the view touches it: it and every view it is in take touches
    /// (`isUserInteractionEnabled`).
    var receivesTouches: Bool {
        var view: View? = self
        while let current = view {
            if !current.isUserInteractionEnabled { return false }
            view = current.superview
        }
        return true
    }

    /// The view a finger over this one is over, by UIKit's hit testing: the view itself, or
    /// the nearest view it is in that takes touches; nil when none does.
    var touchedView: View? {
        var view: View? = self
        while let current = view {
            if current.receivesTouches { return current }
            view = current.superview
        }
        return nil
    }
}

extension DragDropSystem {
    /// Installs `view` and the views inside it.
    public func installTree(_ view: View) {
        install(view)
        for subview in view.subviews { installTree(subview) }
    }

    /// Takes `view` and the views inside it off screen.
    public func uninstallTree(_ view: View) {
        for subview in view.subviews { uninstallTree(subview) }
        uninstall(view)
    }
}
