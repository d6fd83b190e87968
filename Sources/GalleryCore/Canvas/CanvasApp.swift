import DragDropCore

/// Plain views with drag and drop interactions (seeds 001 and 003; docs/GUIDE.md). It saves
/// nothing: a relaunch starts again from the configuration, every view's text gone.
///
/// Views have no position on screen: the engine finds them by name, and a point on one is in
/// its own 100-point-square coordinate space.
public final class CanvasApp {
    public let system: DragDropSystem
    public let configuration: CanvasConfiguration
    private var views: [CanvasView]

    public init(system: DragDropSystem, configuration: CanvasConfiguration) {
        self.system = system
        self.configuration = configuration
        views = Self.launch(system, configuration)
    }

    private static func launch(_ system: DragDropSystem, _ configuration: CanvasConfiguration) -> [CanvasView] {
        let views = configuration.views.map { CanvasView(configuration: $0, trace: system.trace) }
        for view in views { system.install(view) }
        return views
    }

    public func relaunch() throws(EngineError) {
        try system.terminateApp()
        views = Self.launch(system, configuration)
    }

    public var collectionView: CollectionView? { nil }

    public func view(named name: String) -> View? {
        system.view(named: name)
    }

    /// What the named view shows; nil when it has shown nothing yet, or there is no such view.
    public func text(ofView name: String) -> String? {
        views.first { $0.name == name }?.text
    }
}
