import DragDropCore
import Foundation
import Testing

/// `UIPinchGestureRecognizer` on a view, as a scenario's `pinch` plays it.
@Suite("Pinch gesture recognizers")
struct PinchGestureTests {
    /// A target that records each state and scale it is sent, and resets the scale at each
    /// change as the tutorial's `zoom(_:)` does when `resets` is true.
    final class Zoomer {
        var heard: [(GestureRecognizer.State, CGFloat)] = []
        var scale: CGFloat = 1
        let resets: Bool

        init(resets: Bool) { self.resets = resets }

        func zoom(_ gesture: PinchGestureRecognizer) {
            heard.append((gesture.state, gesture.scale))
            if gesture.state == .changed {
                scale *= gesture.scale
                if resets { gesture.scale = 1 }
            }
        }
    }

    @Test("a pinch sends began at scale 1, changed at the step's scale, then ended")
    func states() throws {
        let system = DragDropSystem()
        let view = View(name: "photo")
        system.install(view)
        let zoomer = Zoomer(resets: false)
        view.addGestureRecognizer(PinchGestureRecognizer(target: zoomer, action: Zoomer.zoom))
        try system.pinch(view, by: 1.5)
        #expect(zoomer.heard.map(\.0) == [.began, .changed, .ended])
        #expect(zoomer.heard.map(\.1) == [1, 1.5, 1.5])
        #expect(system.trace.events.map(\.untimedLine) == ["photo pinch scale=1.5"])
    }

    @Test("a handler that resets the scale multiplies pinches one after another")
    func resetting() throws {
        let system = DragDropSystem()
        let view = View(name: "photo")
        system.install(view)
        let zoomer = Zoomer(resets: true)
        view.addGestureRecognizer(PinchGestureRecognizer(target: zoomer, action: Zoomer.zoom))
        try system.pinch(view, by: 0.5)
        try system.pinch(view, by: 3)
        #expect(zoomer.scale == 1.5)
    }

    @Test("a view without a pinch recognizer refuses the pinch")
    func noRecognizer() {
        let system = DragDropSystem()
        let view = View(name: "photo")
        system.install(view)
        #expect(throws: EngineError.self) { try system.pinch(view, by: 2) }
    }
}
