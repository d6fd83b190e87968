import Foundation
import ScenarioTestSupport
import Testing

/// The studio used as a person uses it, in headless Chromium driven through its DevTools
/// protocol by `studio_browser.py`: a drag recorded with the mouse and saved passes
/// `dnd-scenario run`; a failing scenario stepped through shows its diff at its line.
/// Never skipped: without Chromium or websocket-client these tests fail and say what to install.
@Suite("The studio in a real browser", .serialized)
struct StudioBrowserTests {
    static let script = StudioFixture.packageRoot + "/Tests/ScenarioStudioTests/studio_browser.py"

    /// Runs the script with `arguments`, failing after two minutes; returns what it printed.
    static func drive(_ arguments: [String]) throws -> (status: Int32, output: String) {
        // The python3 that .ci/setup installs packages for: the first on PATH.
        let python = try #require(Self.onPath("python3"), "python3 is not on PATH (.ci/setup --tests installs it)")
        let check = try run(python, ["-c", "import websocket"], timeout: 30)
        try #require(check.status == 0, "Python's websocket-client is missing: pip install websocket-client (.ci/setup --tests installs it)")
        try #require(Self.onPath("chromium") != nil || Self.onPath("chromium-browser") != nil, "chromium is not on PATH: apt-get install chromium (.ci/setup --tests installs it)")
        return try run(python, [script] + arguments, timeout: 120)
    }

    static func onPath(_ name: String) -> String? {
        (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":").map { "\($0)/\(name)" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    static func run(_ executable: String, _ arguments: [String], timeout: Double) throws -> (status: Int32, output: String) {
        let ran = try ChildProcess.run(executable, arguments, errorIntoOutput: true, timeout: timeout)
        return (ran.status, ran.standardOutput)
    }

    /// The drags recorded: in an app, pressing Shift over an item on the way, or starting at
    /// an item Safari offers (added with the page's form, with its load delays).
    static let recordings: [(app: String, add: String?, fromSafari: Bool)] = [
        ("gallery", nil, false), ("board", nil, false), ("board", "Ship", false), ("gallery", nil, true),
    ]

    @Test("a drag recorded with the mouse, pinned with Expect this and saved passes dnd-scenario run", arguments: recordings)
    func recordSaveRun(app: String, add: String?, fromSafari: Bool) throws {
        let folder = try freshFolder([:])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let (studio, port, output) = try StudioCommandTests.start(["--no-open"], in: folder)
        defer { StudioCommandTests.stop(studio) }
        try #require(port > 0, "\(output)")
        let driven = try Self.drive(["record", "http://127.0.0.1:\(port)/", app, "recorded-\(app).yaml"] + (add.map { ["--add=\($0)"] } ?? []) + (fromSafari ? ["--from-safari"] : []))
        #expect(driven.status == 0, "\(driven.output)")
        let touch = fromSafari ? "{source: safari, item: sunrise}" : "{cell: 0}"
        #expect(driven.output.contains("  - touch: \(touch)\n  - lift\n  - move: {"), "\(driven.output)")
        #expect(driven.output.contains("        public.url: { value: \"https://img.example/sunrise.jpg\", after: 300ms }\n") == fromSafari, "\(driven.output)")
        // Shift over Ship, the board's third card, taps it into the drag.
        #expect(driven.output.contains("  - add: {cell: 2}\n") == (add != nil), "\(driven.output)")
        #expect(driven.output.contains("  - drop\n  - expect: {"), "\(driven.output)")
        let saved = folder + "/recorded-\(app).yaml"
        #expect(try String(contentsOfFile: saved, encoding: .utf8) + "\n" == driven.output)
        let executable = try #require(BuiltCommand.path)
        let ran = try Self.run(executable, ["run", saved], timeout: 60)
        #expect(ran.status == 0, "\(ran.output)")
        #expect(ran.output.hasSuffix("1 passed, 0 failed\n"), "\(ran.output)")
    }

    @Test("stepping through a failing scenario finds its diff on the page, at its line; fixed on disk, it reloads and passes")
    func stepToFailure() throws {
        let failing = StudioServerTests.scenario.replacingOccurrences(of: "images: [dawn.jpg, venice.jpg]", with: "images: [venice.jpg, dawn.jpg]")
        let folder = try freshFolder(["suite/failing.yaml": failing, "fixed.txt": StudioServerTests.scenario])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let (studio, port, output) = try StudioCommandTests.start(["--no-open"], in: folder)
        defer { StudioCommandTests.stop(studio) }
        try #require(port > 0, "\(output)")
        let driven = try Self.drive(["step", "http://127.0.0.1:\(port)/", "suite/failing.yaml", "--disk=\(folder)/suite/failing.yaml", "--rewrite=\(folder)/fixed.txt"])
        #expect(driven.status == 0, "\(driven.output)")
        let page = try #require((try? JSONSerialization.jsonObject(with: Data(driven.output.utf8))) as? [String: Any], "\(driven.output)")
        #expect(page["failure"] as? String == "suite/failing.yaml:14:3: error: images differ\n    - venice.jpg\n      dawn.jpg\n    + venice.jpg")
        #expect(page["current"] as? String == "14")
        #expect(page["failing"] as? [String] == ["14"])
        #expect(page["pictures"] as? Int == 1)
        #expect((page["label"] as? String)?.hasPrefix("5/5 · line 14 · end") == true, "\(page)")
        #expect(page["reloaded"] as? String == "reloaded suite/failing.yaml: it changed on disk")
        #expect(page["after"] as? String == "the scenario passes")
    }
}
