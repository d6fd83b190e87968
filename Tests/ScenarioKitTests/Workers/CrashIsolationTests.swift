import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import ScenarioKit
import ScenarioTestSupport
import Testing

/// A trap in the app under test ends its worker, never the suite: the scenario is `crashed`
/// at its step's line with the runtime's message, the others run as before, and every report
/// says so (issue 16). The tutorial gallery traps where the article's code does, so it is the
/// trapping app; the suite runs through the built `dnd-scenario`, so this process never traps.
@Suite("Crash isolation")
struct CrashIsolationTests {
    static let gallery = """
    \(ScenarioText.gallery("a.jpg", "b.jpg", "c.jpg"))
    """

    static let first = """
    scenario: moves a to the middle
    \(gallery)
    \(ScenarioText.drag(from: "cell: 0", to: "cell: 1"))
    expect:
      images: [b.jpg, a.jpg, c.jpg]
    ---
    scenario: drops a past the end
    \(gallery)
    steps:
      - touch: { cell: 0 }
      - lift
      - expect:
          images: [a.jpg]
      - move: { cell: 3 }
      - drop
    ---
    scenario: moves c to the front
    \(gallery)
    \(ScenarioText.drag(from: "cell: 2", to: "cell: 0"))
    expect:
      images: [c.jpg, a.jpg, b.jpg]

    """

    static let second = """
    scenario: pins the crash
    \(gallery)
    \(ScenarioText.drag(from: "cell: 0", to: "cell: 3"))
    expect:
      error: { kind: crash, message: "*index is out of range" }

    """

    static func suite() throws -> String {
        try freshFolder(["a.yaml": first, "b.yaml": second])
    }

    /// `dnd-scenario ARGUMENTS` run in a fresh folder holding the suite, removed after.
    static func runInSuite(_ arguments: [String]) throws -> BuiltCommand.Output {
        let folder = try suite()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        return try BuiltCommand.run(arguments, in: folder)
    }

    @Test("the crashed scenario is located and worded, the others pass, and the run exits 1", arguments: [1, 2])
    func human(jobs: Int) throws {
        let output = try Self.runInSuite(["run", ".", "--jobs", "\(jobs)"])
        #expect(output.status == 1)
        #expect(output.standardError == "")
        // The trace's last lines are the engine's business; what the crash report says of them is not.
        let shown = output.standardOutput.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(Array(shown.prefix(8)) == [
            "✓ moves a to the middle  ./a.yaml",
            "✗ drops a past the end  ./a.yaml",
            "  ./a.yaml:19:7: error: images differ",
            "        a.jpg",
            "      + b.jpg",
            "      + c.jpg",
            "  ./a.yaml:21:5: error: crash: Fatal error: Array index is out of range (SIGILL)",
            shown.count > 7 && shown[7].hasPrefix("      the trace up to the crash, last 5 of ") ? shown[7] : "      the trace up to the crash, last 5 of N lines:",
        ])
        #expect(Array(shown.dropFirst(8).prefix(5)).allSatisfy { $0.hasPrefix("            0ms  ") })
        #expect(Array(shown.dropFirst(11).prefix(2)) == ["            0ms  collection.drop  performDrop [0,3] items=1", "            0ms  app              saved 2 images"])
        #expect(Array(shown.dropFirst(13)) == [
            "✓ moves c to the front  ./a.yaml",
            "✓ pins the crash  ./b.yaml",
            "",
            "3 passed, 0 failed, 1 crashed",
            "",
        ])
    }

    @Test("the JSON report carries the crash as a status and counts it")
    func json() throws {
        let output = try Self.runInSuite(["run", ".", "--format", "json"])
        #expect(output.status == 1)
        let report = try JSONReportObject(output.standardOutput)
        #expect(report.object["passed"] as? Int == 3)
        #expect(report.object["crashed"] as? Int == 1)
        #expect(report.statuses == ["passed", "crashed", "passed", "passed"])
        let failures = try #require(report.scenarios[1]["failures"] as? [[String: Any]])
        #expect(failures.map { $0["line"] as? Int } == [19, 21])
        #expect((failures.last?["message"] as? String)?.hasPrefix("crash: Fatal error: Array index is out of range (SIGILL)\n") == true)
    }

    @Test("a crashed scenario reports the time its worker ran it until the crash, not 0 (#29)")
    func crashedDuration() throws {
        let folder = try Self.suite()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        for format in ["json", "junit"] {
            let output = try BuiltCommand.run(["run", ".", "--format", format], in: folder)
            #expect(output.status == 1)
            if format == "json" {
                let crashed = try #require(try JSONReportObject(output.standardOutput).scenarios.first { $0["status"] as? String == "crashed" })
                #expect((crashed["duration"] as? Double ?? 0) > 0)
            } else {
                let crashedCase = try #require(output.standardOutput.components(separatedBy: "<testcase ").first { $0.contains("type=\"crash\"") })
                #expect(!crashedCase.contains("time=\"0.000000\""))
            }
        }
    }

    @Test("the JUnit report has the crash as an error of type crash")
    func junit() throws {
        let output = try Self.runInSuite(["run", ".", "--format", "junit", "--attach", "all"])
        #expect(output.status == 1)
        let reader = JUnitReader()
        let parser = XMLParser(data: Data(output.standardOutput.utf8))
        parser.delegate = reader
        #expect(parser.parse())
        #expect(reader.elements.first?.attributes["errors"] == "1")
        let errors = reader.elements.filter { $0.name == "error" }
        #expect(errors.map { $0.attributes["type"] } == ["crash"])
        #expect(errors.first?.attributes["message"] == "2 failures; first: images differ")
        #expect(reader.text.contains("./a.yaml:21:5: error: crash: Fatal error: Array index is out of range (SIGILL)"))
        // Each case's trace in system-out (`--attach all`), the crashed one's up to the crash.
        #expect(reader.elements.count { $0.name == "system-out" } == 4)
        #expect(reader.text.contains("    0ms  app              saved 2 images\n"))
    }

    @Test("trace prints the trace up to the crash, and the crash on standard error")
    func trace() throws {
        let output = try Self.runInSuite(["trace", "a.yaml", "--scenario", "drops a past the end"])
        #expect(output.status == 1)
        #expect(output.standardOutput.hasSuffix("""
            0ms  collection.drop  performDrop [0,3] items=1
            0ms  app              saved 2 images

        """))
        #expect(output.standardError.contains("a.yaml:21:5: error: crash: Fatal error: Array index is out of range (SIGILL)"))
    }

    /// `given:` Venice, then Artika whose fetch fails after 1 s: the gallery these scenarios
    /// shrink, by a drag to the trash, before that failure lands.
    static let shrinkingGallery = """
    given:
      images:
        - { url: "https://img.example/venice.jpg", aspect: 1.5 }
        - { url: "https://img.example/artika.jpg", aspect: 0.8, fetch: { after: 1s, fails: "timed out" } }
    """

    @Test("explore takes a crash as the outcome of its order, and --emit writes that order")
    func explore() throws {
        let folder = try freshFolder(["shrink.yaml": """
        scenario: the fetch fails after the gallery shrank
        \(Self.shrinkingGallery)
        \(ScenarioText.drag(from: "cell: 0", to: "view: trash"))
        expect:
          images: [artika.jpg]

        """])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let output = try BuiltCommand.run(["explore", "shrink.yaml", "--emit", "order.yaml"], in: folder)
        #expect(output.status == 1)
        #expect(output.standardOutput.contains("""
            failing order:
              1. fetch https://img.example/venice.jpg  (requested 0ms, due 0ms)
              2. app.provider public.image item 1  (requested 0ms, due 0ms)
              3. failing fetch https://img.example/artika.jpg  (requested 0ms, due 1000ms)
        """))
        #expect(output.standardOutput.contains("shrink.yaml:10:5: error: crash: settling after the last step: Fatal error: Index out of range (SIGILL)"))
        #expect(output.standardOutput.hasSuffix("wrote the failing order to order.yaml: `dnd-scenario run order.yaml` fails on it\n"))
        let rerun = try BuiltCommand.run(["run", "order.yaml"], in: folder)
        #expect(rerun.status == 1)
        #expect(rerun.standardOutput.contains("0 passed, 0 failed, 1 crashed"))
    }

    @Test("explore goes on past orders that crash as expected, and finds the order that does not crash")
    func explorePastExpectedCrashes() throws {
        let folder = try freshFolder(["two.yaml": """
        scenario: two failing fetches after the gallery shrank
        \(Self.shrinkingGallery)
            - { url: "https://img.example/dawn.jpg", aspect: 0.8, fetch: { after: 1s, fails: "timed out" } }
        \(ScenarioText.drag(from: "cell: 0", to: "view: trash"))
        expect:
          error: { kind: crash, message: "Fatal error: Index out of range" }

        """])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        #expect(try BuiltCommand.run(["run", "two.yaml"], in: folder).status == 0)
        let output = try BuiltCommand.run(["explore", "two.yaml"], in: folder)
        #expect(output.status == 1)
        #expect(output.standardOutput.contains("    4 orders (0 pruned)"))
        #expect(output.standardOutput.contains("""
                  3. failing fetch https://img.example/dawn.jpg  (requested 0ms, due 1000ms)
                  4. app.provider public.image item 1  (requested 0ms, due 0ms)
                two.yaml:13:3: error: expected the run to stop with error crash, but it ran to the end
            """))
    }
}
