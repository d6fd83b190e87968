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
    /// run in exit tests, `PinnedCrashTests`.)
    @Test("decoding and running the tutorial and format suites changes no signal disposition and no environment variable")
    func untouched() {
        let signalsBefore = Self.dispositions()
        let environmentBefore = Self.environment()
        let cases = ScenarioCase.all(in: "Scenarios/tutorial", apps: .shipped) + ScenarioCase.all(in: "Scenarios/format", apps: .shipped)
        #expect(cases.count > 20)
        for scenario in cases { _ = scenario.problems() }
        #expect(Self.dispositions() == signalsBefore)
        #expect(Self.environment() == environmentBefore)
    }
}
