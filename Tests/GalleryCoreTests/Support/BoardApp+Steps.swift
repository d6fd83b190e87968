import DragDropCore
import Foundation
import GalleryCore

/// A board launched on a fresh device.
func launchBoard(_ sections: [[String]]? = [["a", "b"], ["c", "d"]], variant: BoardVariant = .tutorial) throws -> BoardApp {
    let system = DragDropSystem()
    let app = system.asCurrent { BoardApp(system: system, configuration: BoardConfiguration(sections: sections, variant: variant)) }
    try app.system.step {}
    return app
}

extension BoardApp {
    func cell(_ section: Int, _ item: Int) throws -> DragLocation {
        guard let collectionView else { throw SupportError("the board has no collection view") }
        return .cell(collectionView, IndexPath(item: item, section: section))
    }

    func lift(_ section: Int, _ item: Int, finger: Int = 1) throws {
        try system.touch(finger: finger, at: try cell(section, item))
        try system.lift(finger: finger)
    }
}
