import DragDropCore
import Foundation
import Testing

/// `UILongPressGestureRecognizer` on a view, as a scenario's `reorder` plays it.
@Suite("Long-press gesture recognizers")
struct LongPressGestureTests {
    /// A target that records each state it is sent and where the finger was, in the
    /// recogniser's view and in another view.
    final class Presser {
        var heard: [(GestureRecognizer.State, CGPoint)] = []
        var elsewhere: [CGPoint] = []
        let other: View

        init(other: View) { self.other = other }

        func handle(_ gesture: LongPressGestureRecognizer) {
            heard.append((gesture.state, gesture.location(in: gesture.view)))
            elsewhere.append(gesture.location(in: other))
        }
    }

    private func pressed(_ points: [CGPoint], cancelled: Bool = false, enabled: Bool = true) throws -> (Presser, DragDropSystem, Bool) {
        let system = DragDropSystem()
        let view = View(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        view.name = "board"
        system.install(view)
        let presser = Presser(other: View(frame: CGRect(x: 0, y: 0, width: 40, height: 60)))
        let recognizer = LongPressGestureRecognizer(target: presser, action: Presser.handle)
        recognizer.isEnabled = enabled
        view.addGestureRecognizer(recognizer)
        var moved: [Int] = []
        let played = try system.longPress(view, along: points, cancelled: cancelled) { moved.append($0) }
        #expect(moved == (enabled ? Array(1..<points.count) : []))
        #expect(recognizer.state == .possible)
        return (presser, system, played)
    }

    @Test("a press sends began where the finger went down, changed at each move, ended where it was lifted")
    func states() throws {
        let (presser, system, played) = try pressed([CGPoint(x: 10, y: 20), CGPoint(x: 30, y: 40), CGPoint(x: 50, y: 60)])
        #expect(played)
        #expect(presser.heard.map(\.0) == [.began, .changed, .changed, .ended])
        #expect(presser.heard.map(\.1) == [CGPoint(x: 10, y: 20), CGPoint(x: 30, y: 40), CGPoint(x: 50, y: 60), CGPoint(x: 50, y: 60)])
        #expect(system.trace.events.map(\.untimedLine) == [
            "board long-press began (10,20)", "board long-press changed (30,40)",
            "board long-press changed (50,60)", "board long-press ended (50,60)",
        ])
    }

    @Test("a cancelled press ends in cancelled, where the finger last was")
    func cancelled() throws {
        let (presser, _, _) = try pressed([CGPoint(x: 10, y: 20), CGPoint(x: 30, y: 40)], cancelled: true)
        #expect(presser.heard.map(\.0) == [.began, .changed, .cancelled])
        #expect(presser.heard.last?.1 == CGPoint(x: 30, y: 40))
    }

    @Test("location(in:) another view is that view's centre, as a drag session's is")
    func otherView() throws {
        let (presser, _, _) = try pressed([CGPoint(x: 10, y: 20), CGPoint(x: 30, y: 40)])
        #expect(presser.elsewhere == Array(repeating: CGPoint(x: 20, y: 30), count: 3))
    }

    @Test("a disabled recognizer hears nothing, and a view without one is not pressed")
    func disabledOrMissing() throws {
        let (presser, system, played) = try pressed([CGPoint(x: 10, y: 20), CGPoint(x: 30, y: 40)], enabled: false)
        #expect(played && presser.heard.isEmpty && system.trace.events.isEmpty)
        let bare = View(name: "bare")
        system.install(bare)
        #expect(try system.longPress(bare, along: [.zero], cancelled: false) == false)
    }

    @Test("before a press, location(in:) is the recognizer's view's centre")
    func beforePress() {
        let view = View(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let presser = Presser(other: view)
        let recognizer = LongPressGestureRecognizer(target: presser, action: Presser.handle)
        view.addGestureRecognizer(recognizer)
        #expect(recognizer.location(in: nil) == CGPoint(x: 100, y: 50))
        #expect(recognizer.minimumPressDuration == 0.5)
    }
}
