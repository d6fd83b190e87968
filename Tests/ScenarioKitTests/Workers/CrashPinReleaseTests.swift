import ScenarioKit
import Testing

/// A crash pinned by its message in a debug build passes in a release build, whose bounds
/// checks trap with no message (issue 36).
@Suite("Crash pins in debug and release builds")
struct CrashPinReleaseTests {
    static let pinned = "Fatal error: Array index is out of range"

    @Test("the runtime's message is matched when it printed one")
    func debug() {
        let crash = ScenarioCrash(phase: .step(3), signal: 4, message: Self.pinned)
        #expect(crash.matches(Self.pinned))
        #expect(crash.matches("*out of range"))
        #expect(!crash.matches("Fatal error: Unexpectedly found nil*"))
    }

    @Test("a bare trap, as a release build makes of a bounds check, holds for the message pinned in debug")
    func release() {
        for signal: Int32 in [4, 5] {
            let crash = ScenarioCrash(phase: .step(3), signal: signal, message: nil)
            #expect(crash.matches(Self.pinned))
            #expect(crash.matches(ScenarioCrash.name(ofSignal: signal)))
        }
    }

    @Test("a crash that is no trap, or a pin that names another signal, still fails")
    func otherSignals() {
        #expect(!ScenarioCrash(phase: .step(3), signal: 11, message: nil).matches(Self.pinned))
        #expect(ScenarioCrash(phase: .step(3), signal: 11, message: nil).matches("SIGSEGV"))
        #expect(!ScenarioCrash(phase: .step(3), signal: 4, message: nil).matches("SIGSEGV"))
        #expect(!ScenarioCrash(phase: .step(3), signal: nil, exitStatus: 3, message: nil).matches(Self.pinned))
    }
}
