import DragDropCore
import Foundation
import GalleryCore

/// A canvas launched on a fresh device.
func launchCanvas(_ views: [CanvasViewConfiguration]) throws -> CanvasApp {
    let system = DragDropSystem()
    let app = system.asCurrent { CanvasApp(system: system, configuration: CanvasConfiguration(views: views)) }
    try app.system.step {}
    return app
}

extension CanvasApp {
    func location(_ name: String) throws -> DragLocation {
        guard let view = view(named: name) else { throw SupportError("no view \(name)") }
        return .view(view)
    }

    /// Lifts from `source`, moves over `target` and drops.
    func drag(from source: String, to target: DragLocation) throws {
        try system.touch(finger: 1, at: try location(source))
        try system.lift(finger: 1)
        try system.move(finger: 1, to: target)
        try system.drop(finger: 1)
    }
}
