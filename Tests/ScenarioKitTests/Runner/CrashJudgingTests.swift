import DragDropCore
import GalleryCore
@testable import ScenarioKit
import Testing
import YAMLReader

/// A crash, as a worker's forensic run reports it, judged against the scenario: located,
/// worded, and pinned by `error: {kind: crash}` (issue 16).
@Suite("Judging a crash")
struct CrashJudgingTests {
    static let yaml = """
    scenario: crashes
    steps:
      - touch: { cell: 0 }
      - lift
      - expect:
          images: [a.jpg]
      - wait: 1s
    """

    static func scenario(_ expect: String = "") throws -> Scenario {
        let (file, diagnostics) = ScenarioFile.decode(yaml + (expect.isEmpty ? "" : "\nexpect:\n" + expect), path: "s.yaml", apps: .shipped)
        #expect(diagnostics == [])
        return try #require(file.scenarios.first)
    }

    static let trace = (0..<7).map { TraceEvent(time: $0 * 100, role: "collection", text: "line \($0)") }

    static func crash(_ phase: ScenarioCrash.Phase, message: String? = "Fatal error: Index out of range") -> ScenarioCrash {
        ScenarioCrash(phase: phase, signal: 4, message: message, trace: trace)
    }

    @Test("an unexpected crash is `crashed` at the step's line, with the message, the signal and the trace's end")
    func unexpected() throws {
        let result = ScenarioRunner().result(of: Self.crash(.step(3)), scenario: try Self.scenario(), file: "s.yaml")
        #expect(result.status == .crashed)
        #expect(result.trace == Self.trace)
        #expect(result.failures.map(\.rendered) == ["""
        s.yaml:7:5: error: crash: Fatal error: Index out of range (SIGILL)
            the trace up to the crash, last 5 of 7 lines:
                200ms  collection       line 2
                300ms  collection       line 3
                400ms  collection       line 4
                500ms  collection       line 5
                600ms  collection       line 6
        """])
    }

    @Test("a crash after the last step is located at it, settling; with no message, the signal speaks")
    func settling() throws {
        let scenario = try Self.scenario()
        var crash = Self.crash(.step(scenario.steps.count), message: nil)
        crash.trace = []
        let result = ScenarioRunner().result(of: crash, scenario: scenario, file: "s.yaml")
        #expect(result.failures.map(\.rendered) == ["""
        s.yaml:7:5: error: crash: settling after the last step: SIGILL
            nothing was traced before the crash
        """])
    }

    @Test("a crash while launching is at the scenario's line")
    func launching() throws {
        let result = ScenarioRunner().result(of: Self.crash(.launching), scenario: try Self.scenario(), file: "s.yaml")
        #expect(result.failures.first?.message == "crash: launching the app: Fatal error: Index out of range (SIGILL)")
        #expect(result.failures.first?.location.line == 1)
    }

    @Test("an expected crash whose message matches passes; failures of expect steps before it stay")
    func expected() throws {
        let scenario = try Self.scenario("  error: { kind: crash, message: \"*out of range\" }")
        #expect(ScenarioRunner().result(of: Self.crash(.step(3)), scenario: scenario, file: "s.yaml").status == .passed)
        var crash = Self.crash(.step(3))
        crash.failures = [ScenarioFailure(location: SourceLocation(file: "s.yaml", line: 5, column: 7), message: "images differ")]
        let failed = ScenarioRunner().result(of: crash, scenario: scenario, file: "s.yaml")
        #expect(failed.status == .failed)
        #expect(failed.failures.map(\.message) == ["images differ"])
    }

    @Test("an expected crash with another message, or an expected error that is a crash, fails with both")
    func mismatch() throws {
        let other = try Self.scenario("  error: { kind: crash, message: \"Fatal error: Unexpectedly found nil*\" }")
        let result = ScenarioRunner().result(of: Self.crash(.step(3)), scenario: other, file: "s.yaml")
        #expect(result.status == .failed)
        #expect(result.failures.map(\.rendered) == ["""
        s.yaml:9:3: error: expected error crash 'Fatal error: Unexpectedly found nil*', the run stopped with another
            - crash 'Fatal error: Unexpectedly found nil*'
            + crash 'Fatal error: Index out of range' at line 7
        """])
        let engine = try Self.scenario("  error: { kind: invalid-step }")
        #expect(ScenarioRunner().result(of: Self.crash(.step(3)), scenario: engine, file: "s.yaml").status == .failed)
    }

    @Test("what the app's state would show cannot be checked after a crash, and says so")
    func uncheckable() throws {
        let scenario = try Self.scenario("  error: { kind: crash }\n  images: []")
        let result = ScenarioRunner().result(of: Self.crash(.step(3)), scenario: scenario, file: "s.yaml")
        #expect(result.status == .failed)
        #expect(result.failures.map(\.rendered) == ["s.yaml:10:3: error: 'images' cannot be checked: the app crashed at line 7, and its state went with it"])
    }

    @Test("a crash in the runner's own checking is a bug of dnd-scenario, which no expectation pins")
    func runnerBug() throws {
        let scenario = try Self.scenario("  error: { kind: crash }")
        for phase in [ScenarioCrash.Phase.checking, .step(2)] {
            let result = ScenarioRunner().result(of: Self.crash(phase), scenario: scenario, file: "s.yaml")
            #expect(result.status == .crashed)
            #expect(result.failures.last?.message.contains("this is a bug in dnd-scenario, not in the app under test") == true)
        }
    }

    @Test("the runtime's message is found in what the worker wrote, without the standard library's place", arguments: [
        ("Swift/ContiguousArrayBuffer.swift:692: Fatal error: Index out of range\nCurrent stack trace:\n0 libswiftCore.so 0x1\n", "Fatal error: Index out of range"),
        ("warming up\n/tmp/App.swift:3: Fatal error: deliberate\n", "Fatal error: deliberate"),
        ("\n  something else went wrong  \n", "something else went wrong"),
        ("", nil),
    ] as [(String, String?)])
    func runtimeMessage(standardError: String, message: String?) {
        #expect(ScenarioCrash.runtimeMessage(in: standardError) == message)
    }
}
