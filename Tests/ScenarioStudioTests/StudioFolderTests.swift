import Foundation
import ScenarioStudio
import Testing

/// The studio reads and writes scenario files inside its folder and nowhere else, and never
/// replaces a file unasked.
@Suite("The studio's folder")
struct StudioFolderTests {
    @Test("paths that lead out of the folder are refused: .., absolute, through a link", arguments: [
        "../outside.yaml", "/etc/outside.yaml", "~/outside.yaml", "sub/../../outside.yaml", "link/outside.yaml", "escape.yaml",
    ])
    func outside(path: String) throws {
        let outside = try freshFolder(["outside.yaml": "scenario: secret\n"])
        let folder = try freshFolder(["sub/a.yaml": "scenario: a\n"])
        defer { try? FileManager.default.removeItem(atPath: folder); try? FileManager.default.removeItem(atPath: outside) }
        try FileManager.default.createSymbolicLink(atPath: folder + "/link", withDestinationPath: outside)
        try FileManager.default.createSymbolicLink(atPath: folder + "/escape.yaml", withDestinationPath: outside + "/outside.yaml")
        let studio = try #require(StudioFolder(folder))
        guard case .failure(let refusal) = studio.read(path, limit: 1000) else {
            Issue.record("\(path) was read")
            return
        }
        #expect(refusal.message.contains("outside the studio's folder") || refusal.message.contains("must be relative"), "\(refusal.message)")
        guard case .failure = studio.save("scenario: overwritten\n", to: path, replacing: true) else {
            Issue.record("\(path) was written")
            return
        }
        #expect(try String(contentsOfFile: outside + "/outside.yaml", encoding: .utf8) == "scenario: secret\n")
    }

    @Test("only scenario files are read or written")
    func onlyScenarioFiles() throws {
        let folder = try freshFolder(["notes.txt": "private\n"])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let studio = try #require(StudioFolder(folder))
        guard case .failure(let refusal) = studio.read("notes.txt", limit: 1000) else { Issue.record("notes.txt was read"); return }
        #expect(refusal.message == "'notes.txt' is no scenario file: the studio reads and writes only .yaml and .yml files")
        guard case .failure = studio.save("x", to: ".bashrc", replacing: true) else { Issue.record(".bashrc was written"); return }
    }

    @Test("a save never replaces an existing file without the user's confirmation, and replaces it whole with it")
    func confirmation() throws {
        let folder = try freshFolder(["kept.yaml": "scenario: kept\n"])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let studio = try #require(StudioFolder(folder))
        guard case .failure(let refusal) = studio.save("scenario: new\n", to: "kept.yaml", replacing: false) else { Issue.record("replaced unasked"); return }
        #expect(refusal.needsConfirmation)
        #expect(refusal.message == "kept.yaml exists; replace it?")
        #expect(try String(contentsOfFile: folder + "/kept.yaml", encoding: .utf8) == "scenario: kept\n")
        #expect(try studio.save("scenario: new\n", to: "kept.yaml", replacing: true).get() == "kept.yaml")
        #expect(try String(contentsOfFile: folder + "/kept.yaml", encoding: .utf8) == "scenario: new\n")
        #expect(try studio.save("scenario: fresh\n", to: "more/fresh.yaml", replacing: false).get() == "more/fresh.yaml")
        // Atomic: nothing but the files themselves is left behind.
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).sorted() == ["kept.yaml", "more"])
        #expect(studio.scenarioFiles() == ["kept.yaml", "more/fresh.yaml"])
    }
}
