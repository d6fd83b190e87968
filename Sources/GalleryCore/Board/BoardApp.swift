import DragDropCore

/// The sectioned board of seed 002 (docs/GUIDE.md). It saves nothing: a relaunch starts again from
/// the configuration.
public final class BoardApp {
    public let system: DragDropSystem
    public let configuration: BoardConfiguration
    private var controller: BoardViewController

    public init(system: DragDropSystem, configuration: BoardConfiguration = BoardConfiguration()) {
        self.system = system
        self.configuration = configuration
        controller = Self.launch(system, configuration)
    }

    private static func launch(_ system: DragDropSystem, _ configuration: BoardConfiguration) -> BoardViewController {
        let sections = configuration.startingSections
        let controller: BoardViewController
        switch configuration.variant {
        case .tutorial:
            controller = BoardViewController(
                sections: sections, spacing: configuration.spacing, headerHeight: configuration.headerHeight,
                layout: configuration.layout, heights: configuration.heights, trace: system.trace)
        case .singleSection:
            controller = SingleSectionBoardViewController(
                sections: sections, spacing: configuration.spacing, headerHeight: configuration.headerHeight,
                layout: configuration.layout, heights: configuration.heights, trace: system.trace)
        }
        system.install(controller.collectionView)
        controller.collectionView.reloadData()
        return controller
    }

    public func relaunch() throws(EngineError) {
        try system.terminateApp()
        controller = Self.launch(system, configuration)
    }

    public var collectionView: CollectionView? { controller.collectionView }

    public func view(named name: String) -> View? {
        system.view(named: name)
    }

    /// The board's cells by section; an open slot is `+`.
    public var sections: [[String]] { controller.data.map { $0.map(\.text) } }

    /// The board's cells by section.
    public var cells: [[BoardCell]] { controller.data }
}
