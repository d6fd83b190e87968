import Foundation
import GalleryCore
import ScenarioKit
import ScenarioTesting
import Testing

/// A user's `swift test` links the library: decoding and running scenarios through it must
/// leave their process as it found it — no signal handler installed, no disposition changed,
/// no environment variable set.
@Suite("The library leaves the process alone")
struct ProcessUntouchedTests {
    /// Every signal's handler and flags, as `sigaction` reports them.
    static func dispositions() -> [String] {
        (1..<32).map { signal in
            var action = sigaction()
            guard sigaction(Int32(signal), nil, &action) == 0 else { return "\(signal): unknown" }
            let handler = unsafeBitCast(action.__sigaction_handler.sa_handler, to: Int.self)
            return "\(signal): handler \(handler) flags \(action.sa_flags)"
        }
    }

    static func environment() -> [String] {
        ProcessInfo.processInfo.environment.map { "\($0.key)=\($0.value)" }.sorted()
    }

    /// (The regression suite pins crashes, which end a process that runs them in place: they
    /// run in exit tests, `PinnedCrashTests`.) The check runs in an exit test of its own, a
    /// fresh process: tests that run beside it may start the studio's server or a command
    /// line, which set dispositions of their own, and would make it fail by chance.
    @Test("decoding and running the tutorial and format suites changes no signal disposition and no environment variable")
    func untouched() async throws {
        let exit = await #expect(processExitsWith: .success, observing: [\.standardErrorContent]) {
            let signalsBefore = ProcessUntouchedTests.dispositions()
            let environmentBefore = ProcessUntouchedTests.environment()
            let cases = ScenarioCase.all(in: "Scenarios/tutorial", apps: .shipped) + ScenarioCase.all(in: "Scenarios/format", apps: .shipped)
            for scenario in cases { _ = scenario.problems() }
            var changes: [String] = []
            if cases.count <= 20 { changes.append("only \(cases.count) scenarios were found") }
            let signalsAfter = ProcessUntouchedTests.dispositions()
            changes += zip(signalsBefore, signalsAfter).filter { $0 != $1 }.map { "signal \($0) became \($1)" }
            let environmentAfter = ProcessUntouchedTests.environment()
            if environmentAfter != environmentBefore { changes.append("the environment changed: \(Set(environmentAfter).symmetricDifference(environmentBefore).sorted())") }
            // Said on standard error, which the test reads: the process ends well either way.
            FileHandle.standardError.write(Data(changes.joined(separator: "\n").utf8))
        }
        let standardError = try #require(exit).standardErrorContent
        #expect(standardError.isEmpty, "\(String(decoding: standardError, as: UTF8.self))")
    }
}
