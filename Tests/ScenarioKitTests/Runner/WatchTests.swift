import Foundation
import ScenarioExecution
import GalleryCore
import ScenarioKit
import ScenarioTestSupport
import Testing

/// `run --watch`: what is polled, what runs again on a save, and the command itself over a
/// temporary folder with a bounded wait (issue 13).
@Suite("Watch mode")
struct WatchTests {
    static let fragments = """
    \(ScenarioText.dragFragment)
    """

    static let files = [
        "steps.yaml": fragments,
        "uses.yaml": """
        scenario: uses the fragment
        given: { images: [https://img.example/a.jpg, https://img.example/b.jpg] }
        steps:
          - use: { steps: steps.yaml#drag, with: { to: 1 } }
        expect:
          images: [b.jpg, a.jpg]
        """,
        "golden.yaml": """
        scenario: has a golden
        app: canvas
        given: { views: { label: { lift: none } } }
        steps:
          - touch: { view: label }
          - lift
        expect:
          trace: { golden: golden.trace }
        """,
        "golden.trace": "    0ms  label.drag       itemsForBeginning -> 0 items\n",
    ]

    @Test("a file's stamp changes when it is saved with other content, appears or goes")
    func stamps() throws {
        let folder = try freshFolder(["a.yaml": "one"])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let paths: Set<String> = [folder + "/a.yaml", folder + "/b.yaml"]
        let before = FileStamps.read(paths)
        #expect(FileStamps.read(paths).changes(since: before) == [])
        try Data("two, longer".utf8).write(to: URL(fileURLWithPath: folder + "/a.yaml"))
        try Data("new".utf8).write(to: URL(fileURLWithPath: folder + "/b.yaml"))
        #expect(FileStamps.read(paths).changes(since: before) == [folder + "/a.yaml", folder + "/b.yaml"])
    }

    @Test("a scenario depends on its file, the fragments its steps came from and its goldens, and on nothing else")
    func dependencies() throws {
        let folder = try freshFolder(Self.files)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let loaded = ScenarioLoader(apps: .shipped).load([folder])
        #expect(loaded.renderedDiagnostics() == [])
        let files = SuiteFiles(loaded)
        let (steps, uses, golden, trace) = (folder + "/steps.yaml", folder + "/uses.yaml", folder + "/golden.yaml", folder + "/golden.trace")
        #expect(files.all == [steps, uses, golden, trace])
        #expect(files.scenario(at: 0, of: uses, dependsOnAnyOf: [steps]))
        #expect(files.scenario(at: 0, of: uses, dependsOnAnyOf: [uses]))
        #expect(!files.scenario(at: 0, of: uses, dependsOnAnyOf: [trace, golden]))
        #expect(files.scenario(at: 0, of: golden, dependsOnAnyOf: [trace]))
        #expect(!files.scenario(at: 0, of: golden, dependsOnAnyOf: [steps]))
    }

    /// Waits, at most `seconds`, until the file at `path` holds `text`; returns what it holds.
    static func waitFor(_ text: String, in path: String, seconds: Double = 60) -> String {
        let deadline = Date().addingTimeInterval(seconds)
        var content = ""
        while Date() < deadline {
            content = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
            if content.contains(text) { return content }
            Thread.sleep(forTimeInterval: 0.05)
        }
        return content
    }

    /// Starts `dnd-scenario run --watch PATH` in `folder`, its output and errors going to
    /// `folder/.out`; returns the process and that file's path.
    static func startWatching(_ path: String, in folder: String, environment: [String: String] = BuiltCommand.environment([:])) throws -> (process: ChildSpawn, output: String) {
        let executable = try #require(BuiltCommand.path, "dnd-scenario is not built beside the tests; run swift build")
        let output = folder + "/.out"
        let process = try RunningProcess.start(executable, ["run", "--watch", path], output: output, in: folder, environment: environment)
        return (process, output)
    }

    /// Stops a watcher with SIGTERM; should it not stop within 10 s, it is killed and the test
    /// fails: a watcher Ctrl-C cannot stop is a bug.
    static func stop(_ process: ChildSpawn) {
        if !RunningProcess.stop(process) { Issue.record("run --watch did not stop on SIGTERM") }
    }

    @Test("run --watch runs everything, then on each save only what depends on the file, with a summary line each time")
    func watching() throws {
        let folder = try freshFolder(Self.files)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let (process, output) = try Self.startWatching(".", in: folder)
        defer { Self.stop(process) }

        let started = Self.waitFor("Ctrl-C stops\n", in: output)
        #expect(started == """
        ✓ has a golden  ./golden.yaml
        ✓ uses the fragment  ./uses.yaml
        2 passed, 0 failed
        watching 4 files; Ctrl-C stops

        """)

        // The fragment changes: only the scenario that uses it runs again, and fails.
        try Data(Self.fragments.replacingOccurrences(of: "  - drop", with: "  - cancel").utf8).write(to: URL(fileURLWithPath: folder + "/steps.yaml"))
        let afterFragment = Self.waitFor("changed ./steps.yaml", in: output)
        #expect(afterFragment.hasPrefix(started))
        #expect(afterFragment.dropFirst(started.count).hasPrefix("✗ uses the fragment  ./uses.yaml\n"))
        #expect(afterFragment.hasSuffix("changed ./steps.yaml: 0 passed, 1 failed\n"))

        // The golden changes: its scenario runs again and fails against it.
        try Data("    0ms  label.drag       something else\n".utf8).write(to: URL(fileURLWithPath: folder + "/golden.trace"))
        let afterGolden = Self.waitFor("changed ./golden.trace", in: output)
        #expect(afterGolden.dropFirst(afterFragment.count).hasPrefix("✗ has a golden  ./golden.yaml\n"))
        #expect(afterGolden.hasSuffix("changed ./golden.trace: 0 passed, 1 failed\n"))
        #expect(process.isRunning)
    }

    @Test("the watch mode's changed line shows a file name's control characters escaped")
    func changedNameEscaped() throws {
        let name = "evil\u{1B}]0;owned\u{7}\nname.yaml"
        let folder = try freshFolder([name: "scenario: forged\nsteps: [wait: 1s]\n"])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let (process, output) = try Self.startWatching(".", in: folder)
        defer { Self.stop(process) }
        _ = Self.waitFor("Ctrl-C stops\n", in: output)
        try Data("scenario: forged\nsteps: [wait: 2s]\n".utf8).write(to: URL(fileURLWithPath: folder + "/" + name))
        let changed = Self.waitFor("changed ./", in: output)
        #expect(changed.contains("changed ./evil\\e]0;owned\\u{7}\\nname.yaml: 1 passed, 0 failed\n"), "\(changed.debugDescription)")
        #expect(!changed.contains("\u{1B}"))
    }
}
