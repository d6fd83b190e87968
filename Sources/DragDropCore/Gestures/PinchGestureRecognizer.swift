import Foundation

/// `UIPinchGestureRecognizer`: two fingers spreading apart or closing over a view.
///
/// `scale` is the distance between the fingers over their distance when the gesture began,
/// or when the app last set `scale` (Apple's documentation of `scale`: "you can reset it",
/// as the tutorial's `zoom(_:)` does at every change). A scenario's `pinch` step plays one
/// gesture: `.began` with the fingers as they went down (scale 1), one `.changed` once they
/// have spread by the step's factor, `.ended` where they stopped.
public final class PinchGestureRecognizer: GestureRecognizer {
    /// `scale`: 1 as the gesture begins.
    public var scale: CGFloat = 1

    /// Plays one pinch by `factor`, each state's action sent as UIKit sends it.
    func pinch(by factor: CGFloat) {
        guard isEnabled else { return }
        scale = 1
        transition(to: .began)
        // The fingers have spread by `factor` since the gesture began; what the app set
        // `scale` to at `.began` is the distance it measures from.
        scale *= factor
        transition(to: .changed)
        transition(to: .ended)
        state = .possible
    }
}

extension DragDropSystem {
    /// Two fingers pinch `view` by `factor` (a scenario's `pinch`): each pinch recogniser the
    /// view has plays the gesture, on the main thread now.
    public func pinch(_ view: View, by factor: Double) throws(EngineError) {
        try step { () throws(EngineError) in
            let recognizers = view.gestureRecognizers.compactMap { $0 as? PinchGestureRecognizer }
            guard !recognizers.isEmpty else {
                throw EngineError(.invalidStep, "pinch: view '\(view.name)' has no pinch gesture recognizer")
            }
            trace.record(view.name, "pinch scale=\(CGFloatFormatting.number(factor))")
            for recognizer in recognizers { recognizer.pinch(by: factor) }
        }
    }
}
