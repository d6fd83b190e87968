import DragDropCore
import Foundation
import Testing

@Suite("Operations and proposals (LIFECYCLE.md §1)")
struct OperationTests {
    @Test("a drop session from another app does not allow moves, and the source is not asked")
    func otherAppSessionDisallowsMove() throws {
        let world = PlainWorld()
        let safari = installSafari(in: world.system)
        var answers: [Bool] = []
        world.targetDelegate.onUpdate = { answers.append($0.allowsMoveOperation) }
        try liftFromApp(safari, "page", in: world.system)
        try world.system.move(finger: 1, to: .view(world.target))
        try world.lift(finger: 2)
        try world.system.move(finger: 2, to: .view(world.target))
        try world.system.move(finger: 2, to: .view(world.target))
        #expect(answers == [false, true, true])
        #expect(!world.lines.contains { $0.hasPrefix("safari.drag sessionAllowsMoveOperation") })
        #expect(world.lines.filter { $0.hasPrefix("source.drag sessionAllowsMoveOperation") } == ["source.drag sessionAllowsMoveOperation -> true"])
    }
}
