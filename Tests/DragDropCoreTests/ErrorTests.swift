import DragDropCore
import Foundation
import Testing

/// A step that makes no sense in the state a world is in, and the error it must throw.
struct InvalidStep: CustomTestStringConvertible, Sendable {
    var name: String
    var setUp: @Sendable (ListWorld) throws -> Void = { _ in }
    var step: @Sendable (ListWorld) throws -> Void
    var error: EngineError

    var testDescription: String { name }
}

@Suite("Errors, not crashes (docs/FORMAT.md, Steps)")
struct ErrorTests {
    static let steps: [InvalidStep] = [
        InvalidStep(name: "a drop with no drag", step: { try $0.system.drop(finger: 1) },
                    error: EngineError(.invalidStep, "drop: finger 1 is not dragging (touch and lift first)")),
        InvalidStep(name: "a drop while only touching", setUp: { try $0.system.touch(finger: 1, at: .cell($0.collectionView, path(0))) },
                    step: { try $0.system.drop(finger: 1) },
                    error: EngineError(.invalidStep, "drop: finger 1 is not dragging (touch and lift first)")),
        InvalidStep(name: "a lift with no touch", step: { try $0.system.lift(finger: 2) },
                    error: EngineError(.invalidStep, "lift: finger 2 is not touching anything (touch first)")),
        InvalidStep(name: "a lift while dragging", setUp: { try $0.lift(0) }, step: { try $0.system.lift(finger: 1) },
                    error: EngineError(.invalidStep, "lift: finger 1 is already dragging")),
        InvalidStep(name: "a move with no drag", step: { try $0.move(to: 0) },
                    error: EngineError(.invalidStep, "move: finger 1 is not dragging (touch and lift first)")),
        InvalidStep(name: "an add with no drag", step: { try $0.system.add(finger: 1, at: .cell($0.collectionView, path(0))) },
                    error: EngineError(.invalidStep, "add: finger 1 is not dragging (touch and lift first)")),
        InvalidStep(name: "a cancel with no finger down", step: { try $0.system.cancel(finger: 3) },
                    error: EngineError(.invalidStep, "cancel: finger 3 is not on the screen")),
        InvalidStep(name: "touching twice", setUp: { try $0.system.touch(finger: 1, at: .cell($0.collectionView, path(0))) },
                    step: { try $0.system.touch(finger: 1, at: .cell($0.collectionView, path(1))) },
                    error: EngineError(.invalidStep, "touch: finger 1 is already on the screen")),
        InvalidStep(name: "touching a cell out of range", step: { try $0.system.touch(finger: 1, at: .cell($0.collectionView, path(3))) },
                    error: EngineError(.outOfRange, "cell [0,3] is out of range: section 0 of collection has 3 items")),
        InvalidStep(name: "touching a section out of range", step: { try $0.system.touch(finger: 1, at: .cell($0.collectionView, path(0, 2))) },
                    error: EngineError(.outOfRange, "cell [2,0] is out of range: collection has 1 section")),
        InvalidStep(name: "moving past the end of a section", setUp: { try $0.lift(0) }, step: { try $0.move(to: 4) },
                    error: EngineError(.outOfRange, "cell [0,4] is out of range: section 0 of collection has 3 items")),
        InvalidStep(name: "touching an item another app does not offer", step: { world in
            let safari = installSafari(in: world.system)
            try world.system.touch(finger: 1, at: .sourceItem(safari, id: "nothing"))
        }, error: EngineError(.unknownTarget, "safari offers no item 'nothing'")),
        InvalidStep(name: "relaunching with a finger down", setUp: { try $0.system.touch(finger: 2, at: .cell($0.collectionView, path(0))) },
                    step: { try $0.system.terminateApp() },
                    error: EngineError(.invalidStep, "relaunch: finger 2 is still on the screen")),
    ]

    @Test("a step that makes no sense now throws an EngineError with its kind and message", arguments: steps)
    func invalidStep(_ invalid: InvalidStep) throws {
        let world = ListWorld()
        try invalid.setUp(world)
        #expect(throws: invalid.error) { try invalid.step(world) }
    }

    @Test("out-of-range messages count in words: 1 item, 0 items")
    func outOfRangeCounts() throws {
        let world = ListWorld([["a"], []])
        #expect(throws: EngineError(.outOfRange, "cell [0,1] is out of range: section 0 of collection has 1 item")) {
            try world.system.touch(finger: 1, at: .cell(world.collectionView, path(1)))
        }
        #expect(throws: EngineError(.outOfRange, "cell [1,0] is out of range: section 1 of collection has 0 items")) {
            try world.system.touch(finger: 1, at: .cell(world.collectionView, path(0, 1)))
        }
    }

    @Test("after an invalid step the world is unchanged and the next valid step works")
    func invalidStepChangesNothing() throws {
        let world = ListWorld()
        #expect(throws: EngineError.self) { try world.system.drop(finger: 1) }
        #expect(throws: EngineError.self) { try world.system.touch(finger: 1, at: .cell(world.collectionView, path(9))) }
        #expect(world.lines.isEmpty)
        try world.lift(0)
        #expect(world.system.session(ofFinger: 1)?.items.count == 1)
    }

    @Test("every error kind has the name scenarios use for it")
    func kindNames() {
        #expect(EngineError.Kind.allCases.map(\.rawValue) == [
            "inconsistent-update", "invalid-step", "out-of-range", "unknown-target", "settle-timeout", "runaway", "crash",
            "clock-overflow",
        ])
    }
}
