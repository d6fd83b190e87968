import Foundation

/// `UILongPressGestureRecognizer`: a finger pressed on a view and held, then moved.
///
/// Apple's documentation: a long press is continuous; it begins (`.began`) once the finger
/// has been held for `minimumPressDuration`, moves to `.changed` whenever the finger moves,
/// and ends (`.ended`) when it is lifted. A scenario's `reorder` step on a view that has one
/// plays one press through it: `.began` where the finger went down, `.changed` at each point
/// it moves to, `.ended` where it is lifted, or `.cancelled` for a step that cancels. The
/// press is held for `minimumPressDuration` at once: the clock does not move, as for a
/// collection view controller's standard gesture.
public final class LongPressGestureRecognizer: GestureRecognizer {
    /// `minimumPressDuration`: UIKit's default, half a second.
    public var minimumPressDuration: TimeInterval = 0.5

    /// Plays one press along `points` (where the finger went down, then each point it moves
    /// to), each state's action sent as UIKit sends it; `moved` is told the index of each
    /// point after its `.changed`.
    func press(along points: [CGPoint], cancelled: Bool, trace: Trace, moved: (Int) -> Void) {
        guard isEnabled, let first = points.first else { return }
        send(.began, at: first, trace: trace)
        for (index, point) in points.enumerated().dropFirst() {
            send(.changed, at: point, trace: trace)
            moved(index)
        }
        send(cancelled ? .cancelled : .ended, at: fingerLocation ?? first, trace: trace)
        fingerLocation = nil
        state = .possible
    }

    private func send(_ state: State, at point: CGPoint, trace: Trace) {
        fingerLocation = point
        trace.record(view?.name ?? "view", "long-press \(state) \(point.traceDescription)")
        transition(to: state)
    }
}

extension DragDropSystem {
    /// A finger pressed and held on `view` at the first of `points`, moved to each of the
    /// others and lifted (`cancelled`: the press is cancelled instead), played through every
    /// enabled long-press recogniser the view has, on the main thread now; `moved` is told the
    /// index of each point the finger has moved to. False, with nothing played, when the view
    /// has no long-press recogniser.
    public func longPress(_ view: View, along points: [CGPoint], cancelled: Bool, moved: (Int) -> Void = { _ in }) throws(EngineError) -> Bool {
        let recognizers = view.gestureRecognizers.compactMap { $0 as? LongPressGestureRecognizer }
        guard !recognizers.isEmpty else { return false }
        try step {
            for recognizer in recognizers { recognizer.press(along: points, cancelled: cancelled, trace: trace, moved: moved) }
        }
        return true
    }
}
