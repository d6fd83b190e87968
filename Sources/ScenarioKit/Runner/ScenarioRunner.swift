import DragDropCore
import Foundation
import YAMLReader

/// Replays scenarios on the engine and checks them (docs/FORMAT.md: Steps, Time, Expectations).
///
/// One scenario's error never stops another: every outcome, an engine error included, comes
/// back as a `ScenarioResult`.
public struct ScenarioRunner: Sendable {
    public var goldens: GoldenTrace
    /// Whether results carry a `Recording`: pictures of the app and the trace cut by step,
    /// for the HTML report and the walkthrough. Off by default: drawing costs time.
    public var records: Bool

    public init(goldens: GoldenTrace = GoldenTrace(update: false, isCI: GoldenTrace.isCI()), records: Bool = false) {
        self.goldens = goldens
        self.records = records
    }

    public func run(_ scenario: Scenario, file: String) -> ScenarioResult {
        run(scenario, file: file, hooks: ReplayHooks())
    }

    /// Replays with `hooks` watching (the explorer's and the workers' way in), a recorder
    /// beside them when the runner records, and times the replay.
    package func run(_ scenario: Scenario, file: String, hooks: ReplayHooks) -> ScenarioResult {
        let recorder = records ? Recorder(steps: scenario.steps) : nil
        let clock = ContinuousClock()
        let start = clock.now
        var result = replay(scenario, file: file, hooks: recorder.map { hooks.along(with: $0.hooks) } ?? hooks)
        result.duration = clock.now - start
        result.line = scenario.location.line
        result.tags = scenario.tags
        result.recording = recorder?.recording
        return result
    }

    private func replay(_ scenario: Scenario, file: String, hooks: ReplayHooks) -> ScenarioResult {
        var failures: [ScenarioFailure] = []
        var goldenWrites: [GoldenWrite] = []
        // The error that stopped the run, the step it stopped at, and `settling` when it was the
        // settle after the last step, which has no line of its own.
        var stop: (error: EngineError, location: SourceLocation, settling: Bool, usedAt: [SourceLocation])?
        var marks: [StepMark] = []
        let world: World
        do {
            world = try World(scenario, prepare: hooks.prepare)
        } catch {
            return ScenarioResult(file: file, name: scenario.name, status: .error, failures: [
                ScenarioFailure(location: scenario.location, message: "\(error.kind.rawValue): launching the app: \(error.message)"),
            ])
        }
        hooks.didLaunch(world)
        let steps = scenario.steps
        marks.reserveCapacity(steps.count + 1)
        // Steps are read in place, not copied out: a copy retains every string a step holds.
        for index in steps.indices {
            hooks.willPerformStep(index)
            marks.append(StepMark(traceIndex: world.system.trace.count, stepAt: index, of: steps))
            if case .expect(let expectations) = steps[index].kind {
                var checker = checker(world, file: file, finger: steps[index].finger, hooks: hooks)
                let found = checker.check(expectations).map { $0.used(at: steps[index].usedAt) }
                hooks.didCheckStep(found)
                failures += found
                goldenWrites += checker.goldenWrites
                hooks.didPerformStep(index, world)
                continue
            }
            // Cleared after the step: the hooks may hold what holds the world.
            world.didReachViaPoint = { hooks.didReachViaPoint(index, $0) }
            defer { world.didReachViaPoint = { _ in } }
            do {
                try world.perform(steps[index].kind, finger: steps[index].finger)
            } catch {
                stop = (error, steps[index].location, false, steps[index].usedAt)
                break
            }
            hooks.didPerformStep(index, world)
        }
        hooks.willPerformStep(scenario.steps.count)
        if stop == nil, scenario.settle {
            marks.append(StepMark(traceIndex: world.system.trace.count, step: nil))
            do {
                try world.system.settle()
            } catch {
                stop = (error, scenario.steps.last?.location ?? scenario.location, true, scenario.steps.last?.usedAt ?? [])
            }
        }
        hooks.didFinish(world)
        let expectedError = scenario.expect?.error
        let errorLocation = scenario.expect?.entries.first { if case .error = $0.kind { true } else { false } }?.location
        switch (stop, expectedError) {
        case (let stop?, nil):
            let during = stop.settling ? Self.settlingAfterLastStep + ": " : ""
            failures.append(ScenarioFailure(location: stop.location, message: "\(stop.error.kind.rawValue): \(during)\(stop.error.message)").used(at: stop.usedAt))
            var result = ScenarioResult(file: file, name: scenario.name, status: .error, failures: failures, trace: world.system.trace.events)
            result.goldenWrites = goldenWrites
            result.stepMarks = marks
            return result
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
            var checker = checker(world, file: file, finger: 1, hooks: hooks)
            failures += checker.check(expect)
            goldenWrites += checker.goldenWrites
        }
        var result = ScenarioResult(file: file, name: scenario.name, status: failures.isEmpty ? .passed : .failed, failures: failures, trace: world.system.trace.events)
        result.goldenWrites = goldenWrites
        result.stepMarks = marks
        return result
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
