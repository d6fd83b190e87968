import Foundation

/// What drag and drop puts on the screen above the apps at one moment: the drags under the
/// fingers, and the items a drop has just let go of on their way to where they land. The
/// pictures read it, so a picture drawn mid-drag shows what the engine holds, never a guess.
public struct DragScene: Equatable, Sendable {
    /// The sessions under fingers, in the order they began.
    public var drags: [Drag]
    /// The drops and cancels of the last step, in the order they were released.
    public var landings: [Landing]

    public init(drags: [Drag] = [], landings: [Landing] = []) {
        self.drags = drags
        self.landings = landings
    }

    /// Whether nothing of drag and drop is on the screen.
    public var isEmpty: Bool { drags.isEmpty && landings.isEmpty }
}

extension DragDropSystem {
    /// The drags on the screen now, and what the last step released.
    public var scene: DragScene {
        DragScene(drags: sessions.map(DragScene.Drag.init), landings: released.map { DragScene.Landing($0.session, operation: $0.operation) })
    }
}
