import Foundation
import GalleryCore
import ScenarioKit
import ScenarioStudio
import ScenarioTestSupport
import Testing

/// The studio's server as a browser reaches it: over loopback only, refusing what its gate
/// refuses before any file is touched, and answering a bad pane with `check`'s words.
@Suite("The studio's server", .serialized)
struct StudioServerTests {
    static let scenario = """
    scenario: Move the first image to the end
    app: gallery
    given:
      columns: 3
      images:
        - { url: "https://img.example/venice.jpg", aspect: 1.5 }
        - { url: "https://img.example/dawn.jpg", aspect: 1.0 }
    \(ScenarioText.drag(from: "cell: 0", to: "cell: 1"))
    expect:
      images: [dawn.jpg, venice.jpg]

    """

    @Test("it listens on 127.0.0.1 only, and serves its page to its own address")
    func loopbackOnly() async throws {
        let studio = try await StudioFixture.start()
        #expect(studio.server.host == "127.0.0.1")
        let page = try await studio.request("GET", "/", headers: ["Host": "127.0.0.1:\(studio.server.port)"])
        #expect(page.status == 200)
        #expect(page.body.contains("<title>dnd-scenario studio</title>"))
        // Nothing is fetched from anywhere: no address in a src, an href or a CSS url().
        for reference in ["src=\"http", "href=\"http", "url(http", "url(\"http", "@import", "<link", "<script src"] {
            #expect(!page.body.contains(reference), "the page refers to \(reference)")
        }
        await studio.stop()
    }

    @Test("a rebound name or another site's page gets no file, and no file is written for it")
    func rebinding() async throws {
        let studio = try await StudioFixture.start(files: ["a.yaml": Self.scenario])
        let port = studio.server.port
        let rebound = try await studio.post("/api/open", ["path": "a.yaml"], host: "attacker.example:\(port)")
        #expect(rebound.status == 421)
        #expect(!rebound.body.contains("venice"))
        let listed = try await studio.request("GET", "/api/files", headers: ["Host": "attacker.example:\(port)"])
        #expect(listed.status == 421)
        #expect(!listed.body.contains("a.yaml"))
        let crossSite = try await studio.post("/api/save", ["path": "b.yaml", "text": "scenario: planted\n"], origin: "http://attacker.example")
        #expect(crossSite.status == 403)
        #expect(!FileManager.default.fileExists(atPath: studio.folder + "/b.yaml"))
        await studio.stop()
    }

    @Test("a body over the limit is refused with 413 before it is read")
    func bounded() async throws {
        let studio = try await StudioFixture.start()
        let text = String(repeating: "#", count: 1_100_000)
        let answer = try await studio.post("/api/replay", ["text": text])
        #expect(answer.status == 413)
        #expect(answer.json["error"] as? String == "a request body may hold at most 1048576 bytes")
        await studio.stop()
    }

    @Test("a bad pane answers with the located errors check prints, and the server goes on")
    func badYAML() async throws {
        let studio = try await StudioFixture.start()
        let text = "scenario: x\napp: gallery\nsteps:\n  - touch: { cel: 0 }\n"
        let broken = try await studio.post("/api/replay", ["path": "draft.yaml", "text": text])
        #expect(broken.status == 200)
        let diagnostics = broken.json["diagnostics"] as? [String] ?? []
        #expect(diagnostics == ["draft.yaml:4:14: error: unknown target kind 'cel'; did you mean 'cell'?\n  - touch: { cel: 0 }\n             ^"])
        // Word for word what `check` prints of the same file, run in the folder.
        try text.write(toFile: studio.folder + "/draft.yaml", atomically: true, encoding: .utf8)
        let checked = ScenarioLoader(apps: .shipped).load([studio.folder + "/draft.yaml"]).renderedDiagnostics()
        #expect(diagnostics == checked.map { $0.replacingOccurrences(of: studio.folder + "/", with: "") })
        for garbage in ["\u{0}\u{1}", "[[[[[[[[", "steps: *a", ": : :", String(repeating: "- ", count: 5000)] {
            #expect(try await studio.post("/api/replay", ["text": garbage]).status == 200)
        }
        #expect(try await studio.request("POST", "/api/replay", body: Data("not json".utf8), headers: ["Host": "127.0.0.1:\(studio.server.port)", "Content-Length": "8"]).status == 400)
        #expect(try await studio.post("/api/replay", ["path": "draft.yaml", "text": Self.scenario]).json["status"] as? String == "passed")
        await studio.stop()
    }

    @Test("saving over an existing file needs the page's confirmation; outside the folder it is refused")
    func saving() async throws {
        let studio = try await StudioFixture.start(files: ["a.yaml": "scenario: kept\n"])
        let first = try await studio.post("/api/save", ["path": "a.yaml", "text": Self.scenario])
        #expect(first.status == 409)
        #expect(first.json["confirm"] as? Bool == true)
        #expect(try String(contentsOfFile: studio.folder + "/a.yaml", encoding: .utf8) == "scenario: kept\n")
        #expect(try await studio.post("/api/save", ["path": "a.yaml", "text": Self.scenario, "replace": true]).status == 200)
        #expect(try String(contentsOfFile: studio.folder + "/a.yaml", encoding: .utf8) == Self.scenario)
        let outside = try await studio.post("/api/save", ["path": "../b.yaml", "text": Self.scenario, "replace": true])
        #expect(outside.status == 403)
        #expect(!FileManager.default.fileExists(atPath: (studio.folder as NSString).deletingLastPathComponent + "/b.yaml"))
        await studio.stop()
    }
}
