import DragDropCore
import ScenarioKit
import YAMLReader

/// A scenario that pins a crash of the app (`error: {kind: crash}`) cannot run in the test's
/// own process: the trap would end it, every other test with it. It runs in a process of its
/// own that Swift Testing starts, an exit test, whose body is `run(_:in:apps:)`; what that
/// process wrote to standard error is then judged here, as the command line judges a crashed
/// worker. The library itself starts no process and handles no signal.
extension ScenarioCase {
    /// Whether the scenario pins a crash: it must run in an exit test, not through `check()`.
    public var expectsCrash: Bool {
        scenario?.expect?.error?.kind == .crash
    }

    /// Runs the scenario named `name` of `file` in this process, for the body of an exit test:
    /// an app that traps ends the process here, as on a device. Returns when the scenario
    /// does not crash, and the exit test then fails, since the process exits normally.
    public static func run(_ name: String, in file: String, apps: AppRegistry) {
        let loaded = ScenarioLoader(apps: apps).load([file])
        guard let scenario = loaded.files.first?.scenarios.first(where: { $0.name == name }) else { return }
        _ = ScenarioRunner(goldens: GoldenTrace(update: false, isCI: true)).run(scenario, file: file)
    }

    /// The problems of a scenario that pins a crash, given what its exit test's process wrote
    /// to standard error, or nil when that process did not crash: none when it crashed with
    /// the message expected. Any other final expectation cannot be checked, the app's state
    /// having gone with its process, and says so.
    public func crashProblems(standardError: String?) -> [ScenarioProblem] {
        guard let scenario, let expected = scenario.expect?.error, expected.kind == .crash else {
            return [ScenarioProblem(location: Self.placed(scenario?.location ?? SourceLocation(file: file, line: 1, column: 1)), message: Self.pinsNoCrash)]
        }
        let entries = scenario.expect?.entries ?? []
        let errorLocation = entries.first { $0.kind.name == "error" }?.location ?? scenario.location
        guard let standardError else {
            return [ScenarioProblem(location: Self.placed(errorLocation), message: Self.didNotCrash)]
        }
        // The exit test knows only that its process failed: with no message, it was the bare
        // trap an optimised build makes of a bounds check, as `run` judges one.
        let message = ScenarioCrash.runtimeMessage(in: standardError)
        if let pattern = expected.message, !ScenarioCrash.pattern(pattern, matches: message, ending: nil, isTrap: true) {
            return [ScenarioProblem(location: Self.placed(errorLocation), message: Self.otherCrash(pattern, message ?? "a crash"))]
        }
        return entries.filter { $0.kind.name != "error" }.map { entry in
            ScenarioProblem(location: Self.placed(entry.location), message: ScenarioRunner.uncheckable(entry.kind.name, when: "in its exit test"))
        }
    }

    static let pinsNoCrash = "the scenario pins no crash (error: {kind: crash}): run it with check()"
    static let didNotCrash = "expected error crash, and the app did not crash"

    static func otherCrash(_ pattern: String, _ message: String) -> String {
        "expected error crash '\(pattern)', the app crashed with '\(message)'"
    }
}
