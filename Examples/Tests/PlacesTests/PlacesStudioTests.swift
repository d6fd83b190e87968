import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing

/// `places-scenario studio` as a person with their own table app uses it: the studio offers
/// the table of places, a drag over its rows is recorded through the page's questions as
/// `{view: places, row: N}` steps, "Expect this" pins the end, and the saved file passes
/// with `places-scenario run`.
@Suite("The table of places in the studio", .serialized)
struct PlacesStudioTests {
    /// The example's command, built beside this test bundle by `swift build`.
    static var command: String? {
        var folder = Bundle.main.bundleURL
        for _ in 0..<3 {
            let candidate = folder.appendingPathComponent("places-scenario").path
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
            folder.deleteLastPathComponent()
        }
        return nil
    }

    /// `POST path` with a JSON body, as the studio's page sends it; the answer's JSON object.
    static func post(_ port: Int, _ path: String, _ fields: [String: Any]) async throws -> [String: Any] {
        var request = URLRequest(url: URL(string: "http://127.0.0.1:\(port)\(path)")!)
        request.httpMethod = "POST"
        request.httpBody = try JSONSerialization.data(withJSONObject: fields)
        request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        request.setValue("http://127.0.0.1:\(port)", forHTTPHeaderField: "Origin")
        let (data, _) = try await URLSession.shared.data(for: request)
        return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any], "\(path) answered \(String(decoding: data, as: UTF8.self))")
    }

    static func get(_ port: Int, _ path: String) async throws -> [String: Any] {
        let (data, _) = try await URLSession.shared.data(from: URL(string: "http://127.0.0.1:\(port)\(path)")!)
        return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    }

    /// Runs the command to its end in `folder`: its exit status and what it printed.
    static func run(_ command: String, _ arguments: [String], in folder: URL) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: command)
        process.arguments = arguments
        process.currentDirectoryURL = folder
        process.environment = ["NO_COLOR": "1", "CI": "1", "PATH": "/usr/bin:/bin"]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let printed = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, printed)
    }

    @Test("a row move recorded by dragging over the table's picture is saved and passes with run")
    func recordRowMove() async throws {
        let command = try #require(Self.command, "places-scenario is not built beside the tests; run swift build")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("places-studio-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }

        // The studio, started as a person starts it, prints its address.
        let studio = Process()
        studio.executableURL = URL(fileURLWithPath: command)
        studio.arguments = ["studio"]
        studio.currentDirectoryURL = folder
        studio.environment = ["NO_COLOR": "1", "PATH": "/usr/bin:/bin"]
        let printed = Pipe()
        studio.standardOutput = printed
        try studio.run()
        defer {
            studio.terminate()
            studio.waitUntilExit()
        }
        var line = ""
        while !line.contains("\n"), studio.isRunning {
            let data = printed.fileHandleForReading.availableData
            if data.isEmpty { break }
            line += String(decoding: data, as: UTF8.self)
        }
        let range = try #require(line.range(of: "http://127.0.0.1:"), "studio printed \(line)")
        let port = try #require(Int(line[range.upperBound...].prefix { $0.isNumber }))

        // It offers the table of places, and starts a new scenario with it.
        let files = try await Self.get(port, "/api/files")
        #expect(files["apps"] as? [String] == ["places"])
        var text = try #require(try await Self.post(port, "/api/template", ["app": "places"])["text"] as? String)
        #expect(text.contains("app: places"))

        /// Appends a step as the page does after a gesture.
        func append(_ step: String) async throws {
            text = try #require(try await Self.post(port, "/api/append", ["text": text, "scenario": 0, "step": step])["text"] as? String, "append \(step)")
        }
        /// What a press at (x, y) of the last frame's picture aims at.
        func target(_ x: Double, _ y: Double) async throws -> String {
            try #require(try await Self.post(port, "/api/target", ["path": "reorder.yaml", "text": text, "scenario": 0, "x": x, "y": y])["target"] as? String)
        }

        // The table reorders while editing: the Edit button's tap, typed.
        try await append("tap: {view: edit}")
        let replay = try await Self.post(port, "/api/replay", ["path": "reorder.yaml", "text": text, "scenario": 0])
        #expect(replay["appDraws"] as? Bool == true)
        let frames = try #require(replay["frames"] as? [[String: Any]])
        let svg = try #require(frames.last?["svg"] as? String)
        #expect(svg.contains("Yosemite</text>") && svg.contains("≡</text>"))

        // The table is drawn 8 points in and 34 down, under its name; its rows 44 points tall.
        // Pressed on the first row, held, dragged to the bottom of the third, let go.
        let touched = try await target(8 + 100, 34 + 22)
        #expect(touched == "{view: places, row: 0}")
        try await append("touch: \(touched)")
        try await append("lift")
        let moved = try await target(8 + 100, 34 + 2 * 44 + 40)
        #expect(moved == "{view: places, row: 2, part: bottom}")
        try await append("move: \(moved)")
        // Mid-drag the picture shows the finger and the gap opening after the third row.
        let midDrag = try await Self.post(port, "/api/replay", ["path": "reorder.yaml", "text": text, "scenario": 0])
        let dragging = try #require((midDrag["frames"] as? [[String: Any]])?.dropLast().last?["svg"] as? String)
        #expect(dragging.contains("finger 1 drags 1 item: move"))
        try await append("drop")

        // "Expect this" at the end pins what the picture shows.
        let end = try #require((try await Self.post(port, "/api/replay", ["path": "reorder.yaml", "text": text, "scenario": 0])["frames"] as? [Any])?.count)
        let steps = try #require(try await Self.post(port, "/api/expect", ["path": "reorder.yaml", "text": text, "scenario": 0, "frame": end - 1])["steps"] as? [String])
        for step in steps { try await append(step) }
        #expect(text.range(of: #"places: \[Yellowstone, "?Theodore Roosevelt"?, Yosemite, Sequoia"#, options: .regularExpression) != nil, "\(text)")

        let saved = try await Self.post(port, "/api/save", ["path": "reorder.yaml", "text": text])
        #expect(saved["saved"] as? String == "reorder.yaml")
        let written = try String(contentsOf: folder.appendingPathComponent("reorder.yaml"), encoding: .utf8)
        #expect(written.contains("- touch: {view: places, row: 0}\n  - lift\n  - move: {view: places, row: 2, part: bottom}\n  - drop\n"))

        let run = try Self.run(command, ["run", "reorder.yaml"], in: folder)
        #expect(run.status == 0, "\(run.output)\n\(written)")
    }
}
