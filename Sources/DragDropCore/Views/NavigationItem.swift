/// `UINavigationItem`: the title and the bar buttons a controller shows in its navigation bar.
/// Bar buttons set while the controller is on screen appear at once.
public final class NavigationItem: @unchecked Sendable {
    public var title: String?
    public var rightBarButtonItems: [BarButtonItem]? {
        didSet { show(rightBarButtonItems, replacing: oldValue) }
    }
    public var leftBarButtonItems: [BarButtonItem]? {
        didSet { show(leftBarButtonItems, replacing: oldValue) }
    }

    public var rightBarButtonItem: BarButtonItem? {
        get { rightBarButtonItems?.first }
        set { rightBarButtonItems = newValue.map { [$0] } }
    }

    public var leftBarButtonItem: BarButtonItem? {
        get { leftBarButtonItems?.first }
        set { leftBarButtonItems = newValue.map { [$0] } }
    }

    /// The device the controller is shown on, once installed.
    unowned var system: DragDropSystem?

    var barButtonItems: [BarButtonItem] {
        (leftBarButtonItems ?? []) + (rightBarButtonItems ?? [])
    }

    private func show(_ items: [BarButtonItem]?, replacing old: [BarButtonItem]?) {
        guard let system else { return }
        for item in old ?? [] where !(items ?? []).contains(where: { $0 === item }) { system.uninstall(item.button) }
        for item in items ?? [] { system.install(item.button) }
    }
}
