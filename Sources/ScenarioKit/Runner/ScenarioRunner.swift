import DragDropCore
import Foundation
import YAMLReader

/// Replays scenarios on the engine and checks them (SCENARIOS.md §4–6).
///
/// One scenario's error never stops another: every outcome, an engine error included, comes
/// back as a `ScenarioResult`.
public struct ScenarioRunner: Sendable {
    public var goldens: GoldenTrace

    public init(goldens: GoldenTrace = GoldenTrace(update: false, isCI: GoldenTrace.isCI())) {
        self.goldens = goldens
    }

    public func run(_ scenario: Scenario, file: String) -> ScenarioResult {
        run(scenario, file: file, hooks: ReplayHooks())
    }

    /// Replays with `hooks` watching: the explorer's way in.
    func run(_ scenario: Scenario, file: String, hooks: ReplayHooks) -> ScenarioResult {
        var failures: [ScenarioFailure] = []
        // The error that stopped the run, the step it stopped at, and `settling` when it was the
        // settle after the last step, which has no line of its own.
        var stop: (error: EngineError, location: SourceLocation, settling: Bool)?
        let world: World
        do {
            world = try World(scenario, prepare: hooks.prepare)
        } catch {
            return ScenarioResult(file: file, name: scenario.name, status: .error, failures: [
                ScenarioFailure(location: scenario.location, message: "\(error.kind.rawValue): launching the app: \(error.message)"),
            ])
        }
        hooks.didLaunch(world)
        for (index, step) in scenario.steps.enumerated() {
            hooks.willPerformStep(index)
            if case .expect(let expectations) = step.kind {
                let found = checker(world, file: file, finger: step.finger, hooks: hooks).check(expectations)
                hooks.didCheckStep(found)
                failures += found
                continue
            }
            do {
                try world.perform(step)
            } catch {
                stop = (error, step.location, false)
                break
            }
        }
        hooks.willPerformStep(scenario.steps.count)
        if stop == nil, scenario.settle {
            do {
                try world.system.settle()
            } catch {
                stop = (error, scenario.steps.last?.location ?? scenario.location, true)
            }
        }
        hooks.willCheckFinalState()
        let expectedError = scenario.expect?.error
        let errorLocation = scenario.expect?.entries.first { if case .error = $0.kind { true } else { false } }?.location
        switch (stop, expectedError) {
        case (let stop?, nil):
            let during = stop.settling ? Self.settlingAfterLastStep + ": " : ""
            failures.append(ScenarioFailure(location: stop.location, message: "\(stop.error.kind.rawValue): \(during)\(stop.error.message)"))
            return ScenarioResult(file: file, name: scenario.name, status: .error, failures: failures, trace: world.system.trace.events)
        case (let stop?, let expected?):
            if !Self.matches(expected, stop.error) {
                let wanted = expected.kind.rawValue + (expected.message.map { " '\($0)'" } ?? "")
                failures.append(ScenarioFailure(
                    location: errorLocation ?? scenario.location,
                    message: "expected error \(wanted), the run stopped with another",
                    details: ["- \(wanted)", "+ \(stop.error.kind.rawValue) '\(stop.error.message)' " + (stop.settling ? Self.settlingAfterLastStep : "at line \(stop.location.line)")]
                ))
            }
        case (nil, let expected?):
            failures.append(ScenarioFailure(location: errorLocation ?? scenario.location, message: "expected the run to stop with error \(expected.kind.rawValue), but it ran to the end"))
        case (nil, nil):
            break
        }
        if let expect = scenario.expect {
            failures += checker(world, file: file, finger: 1, hooks: hooks).check(expect)
        }
        return ScenarioResult(file: file, name: scenario.name, status: failures.isEmpty ? .passed : .failed, failures: failures, trace: world.system.trace.events)
    }

    private func checker(_ world: World, file: String, finger: Int, hooks: ReplayHooks) -> ExpectationChecker {
        ExpectationChecker(world: world, file: file, goldens: goldens, finger: finger, checksWholeTrace: hooks.checksWholeTrace)
    }

    static let settlingAfterLastStep = "settling after the last step"

    static func matches(_ expected: ErrorExpectation, _ error: EngineError) -> Bool {
        guard expected.kind == error.kind else { return false }
        guard let message = expected.message else { return true }
        return LinePattern(message).matches(TraceEvent.foldingSpaces(error.message))
    }
}
