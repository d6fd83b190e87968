import GalleryCore
import Foundation
import ScenarioKit
import ScenarioTestSupport
import Testing

/// A scenario file someone else wrote can never make the runner write outside its folder:
/// every golden path that leaves it, or names something that is not a golden, is an error
/// located at the `trace` key when the file is checked, and nothing is written.
@Suite("Goldens confined to the scenario's folder")
struct GoldenConfinementTests {
    static func scenario(golden: String) -> String {
        """
        scenario: confined
        app: board
        given: { sections: [[a]] }
        expect:
          trace: { golden: \(golden) }
        """
    }

    /// Loads `suite/s.yaml` whose golden is `golden`, after `prepare` has set up the folder;
    /// returns the rendered diagnostics and the folder holding `suite`.
    func check(golden: String, prepare: (String) throws -> Void = { _ in }) throws -> (diagnostics: [String], root: String) {
        let root = try freshFolder(["suite/s.yaml": Self.scenario(golden: golden)])
        try prepare(root)
        let loaded = ScenarioLoader(apps: .shipped).load([root + "/suite/s.yaml"])
        let diagnostics = loaded.diagnostics.map { "\($0.location.line):\($0.location.column): \($0.message)" }
        // Running what was loaded, outside CI with --update-goldens, still writes nothing outside.
        _ = loaded.run(with: ScenarioRunner(goldens: GoldenTrace(update: true, isCI: false)))
        return (diagnostics, root)
    }

    @Test("paths that leave the folder are refused where they are written", arguments: [
        ("/tmp/dnd-scenario-escape.trace", "5:3: golden path '/tmp/dnd-scenario-escape.trace' must be relative to the scenario's folder"),
        ("~/escape.trace", "5:3: golden path '~/escape.trace' must be relative to the scenario's folder"),
        ("../escape.trace", "5:3: golden path '../escape.trace' leads outside the scenario's folder"),
        ("sub/../../escape.trace", "5:3: golden path 'sub/../../escape.trace' leads outside the scenario's folder"),
        ("new/../../escape.trace", "5:3: golden path 'new/../../escape.trace' goes back out of a folder that does not exist"),
        ("s.yaml", "5:3: golden path 's.yaml' names a scenario file; a golden trace is a .trace file beside it"),
        ("other.yml", "5:3: golden path 'other.yml' names a scenario file; a golden trace is a .trace file beside it"),
        (".", "5:3: golden path '.' leads outside the scenario's folder"),
    ])
    func escapes(golden: String, message: String) throws {
        let (diagnostics, root) = try check(golden: golden) { root in
            try FileManager.default.createDirectory(atPath: root + "/suite/sub", withIntermediateDirectories: true)
        }
        #expect(diagnostics.count == 1)
        #expect(diagnostics.first?.hasPrefix(message) == true)
        let outside = try FileManager.default.contentsOfDirectory(atPath: root).sorted()
        #expect(outside == ["suite"])
        #expect(!FileManager.default.fileExists(atPath: "/tmp/dnd-scenario-escape.trace"))
    }

    @Test("a symbolic link that leads out of the folder is refused")
    func symbolicLinkOut() throws {
        let (diagnostics, root) = try check(golden: "link/escape.trace") { root in
            try FileManager.default.createDirectory(atPath: root + "/elsewhere", withIntermediateDirectories: true)
            try FileManager.default.createSymbolicLink(atPath: root + "/suite/link", withDestinationPath: root + "/elsewhere")
        }
        #expect(diagnostics == ["5:3: golden path 'link/escape.trace' leads outside the scenario's folder \(root)/suite"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: root + "/elsewhere") == [])
    }

    @Test("a golden that is the scenario itself under another name is refused")
    func hardLinkToScenario() throws {
        let (diagnostics, root) = try check(golden: "s.trace") { root in
            try FileManager.default.linkItem(atPath: root + "/suite/s.yaml", toPath: root + "/suite/s.trace")
        }
        #expect(diagnostics == ["5:3: golden path 's.trace' is the scenario file itself"])
        #expect(try String(contentsOfFile: root + "/suite/s.yaml", encoding: .utf8) == Self.scenario(golden: "s.trace"))
    }

    @Test("a folder, a FIFO or a device is not a golden")
    func notRegularFiles() throws {
        let folder = try check(golden: "dir") { root in
            try FileManager.default.createDirectory(atPath: root + "/suite/dir", withIntermediateDirectories: true)
        }
        #expect(folder.diagnostics == ["5:3: golden path 'dir' is not a regular file"])
        let fifo = try check(golden: "pipe.trace") { root in
            #expect(mkfifo(root + "/suite/pipe.trace", 0o644) == 0)
        }
        #expect(fifo.diagnostics == ["5:3: golden path 'pipe.trace' is not a regular file"])
        let device = try check(golden: "null.trace") { root in
            try FileManager.default.createSymbolicLink(atPath: root + "/suite/null.trace", withDestinationPath: "/dev/null")
        }
        #expect(device.diagnostics == ["5:3: golden path 'null.trace' leads outside the scenario's folder \(device.root)/suite"])
    }

    @Test("a golden in a new subfolder inside the scenario's folder is recorded there")
    func newSubfolderInside() throws {
        let (diagnostics, root) = try check(golden: "goldens/deep/s.trace")
        #expect(diagnostics == [])
        let text = try String(contentsOfFile: root + "/suite/goldens/deep/s.trace", encoding: .utf8)
        #expect(text == "", "a scenario with no steps traces nothing")
    }

    @Test("a golden reached through a link that stays inside is used")
    func linkInside() throws {
        let (diagnostics, root) = try check(golden: "alias/s.trace") { root in
            try FileManager.default.createDirectory(atPath: root + "/suite/real", withIntermediateDirectories: true)
            try FileManager.default.createSymbolicLink(atPath: root + "/suite/alias", withDestinationPath: root + "/suite/real")
        }
        #expect(diagnostics == [])
        #expect(FileManager.default.fileExists(atPath: root + "/suite/real/s.trace"))
    }
}
