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
        try FileManager.default.createDirectory(atPath: folder + "/more", withIntermediateDirectories: false)
        #expect(try studio.save("scenario: fresh\n", to: "more/fresh.yaml", replacing: false).get() == "more/fresh.yaml")
        // Atomic: nothing but the files themselves is left behind.
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).sorted() == ["kept.yaml", "more"])
        #expect(studio.scenarioFiles() == ["kept.yaml", "more/fresh.yaml"])
    }

    @Test("no hidden file or folder is read or written, and none is created", arguments: [
        ".github/workflows/pwned.yml", ".hidden.yaml", "sub/.git/config.yaml", "sub/./.x/a.yaml", ".git/../a.yaml",
    ])
    func hidden(path: String) throws {
        let folder = try freshFolder(["a.yaml": "scenario: a\n", ".hidden.yaml": "scenario: hidden\n", "sub/.git/config.yaml": "scenario: git\n", ".github/workflows/ci.yml": "on: push\n"])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let studio = try #require(StudioFolder(folder))
        let before = try FileManager.default.subpathsOfDirectory(atPath: folder).sorted()
        guard case .failure(let refusal) = studio.read(path, limit: 1000) else { Issue.record("\(path) was read"); return }
        #expect(refusal.message.hasPrefix("'\(path)' names the hidden '"), "\(refusal.message)")
        #expect(refusal.message.hasSuffix("': the studio reads and writes no hidden file or folder"))
        guard case .failure = studio.save("on: push\n", to: path, replacing: true) else { Issue.record("\(path) was written"); return }
        #expect(try FileManager.default.subpathsOfDirectory(atPath: folder).sorted() == before)
        #expect(studio.stamp(path) == "")
        #expect(studio.scenarioFiles() == ["a.yaml"])
    }

    @Test("a link inside the folder, a folder or a device named like a scenario is neither listed, read nor written")
    func onlyListedFiles() throws {
        let folder = try freshFolder(["a.yaml": "scenario: a\n", "sub/b.yaml": "scenario: b\n"])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createSymbolicLink(atPath: folder + "/link.yaml", withDestinationPath: folder + "/a.yaml")
        try FileManager.default.createSymbolicLink(atPath: folder + "/linked", withDestinationPath: folder + "/sub")
        try FileManager.default.createDirectory(atPath: folder + "/folder.yaml", withIntermediateDirectories: false)
        #expect(mkfifo(folder + "/pipe.yaml", 0o600) == 0)
        let studio = try #require(StudioFolder(folder))
        #expect(studio.scenarioFiles() == ["a.yaml", "sub/b.yaml"])
        for (path, message) in [
            ("link.yaml", "'link.yaml' goes through the symbolic link 'link.yaml': the studio reads and writes only the files it lists"),
            ("linked/b.yaml", "'linked/b.yaml' goes through the symbolic link 'linked': the studio reads and writes only the files it lists"),
            ("folder.yaml", "'folder.yaml' is no regular file: the studio reads and writes only the files it lists"),
            ("pipe.yaml", "'pipe.yaml' is no regular file: the studio reads and writes only the files it lists"),
            ("a.yaml/c.yaml", "'a.yaml/c.yaml': 'a.yaml' is no folder"),
        ] {
            #expect(studio.read(path, limit: 1000) == .failure(StudioFolder.Refusal(message: message)))
            #expect(studio.save("scenario: over\n", to: path, replacing: true) == .failure(StudioFolder.Refusal(message: message)))
        }
        #expect(try String(contentsOfFile: folder + "/a.yaml", encoding: .utf8) == "scenario: a\n")
        #expect(try String(contentsOfFile: folder + "/sub/b.yaml", encoding: .utf8) == "scenario: b\n")
        #expect(try String(contentsOfFile: folder + "/link.yaml", encoding: .utf8) == "scenario: a\n")
    }

    @Test("a save goes only into a folder that exists: a refused save leaves no folder behind")
    func noFolderCreated() throws {
        let folder = try freshFolder(["a.yaml": "scenario: a\n"])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let studio = try #require(StudioFolder(folder))
        let deep = (0..<200).map { "f\($0)" }.joined(separator: "/") + "/x.yaml"
        guard case .failure(let refusal) = studio.save("scenario: x\n", to: deep, replacing: false) else { Issue.record("saved"); return }
        #expect(refusal.message.hasSuffix("' does not exist, and the studio creates no folders; create it first"), "\(refusal.message)")
        #expect(studio.save("scenario: x\n", to: "new/x.yaml", replacing: false) == .failure(StudioFolder.Refusal(message: "cannot save new/x.yaml: the folder 'new' does not exist, and the studio creates no folders; create it first")))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["a.yaml"])
    }

    @Test("the folder is the one the studio started in: swapped for a link or another folder, everything is refused", arguments: [true, false])
    func fixedAtStart(link: Bool) throws {
        let folder = try freshFolder(["a.yaml": "scenario: a\n"])
        let elsewhere = try freshFolder(["a.yaml": "scenario: elsewhere\n"])
        defer { try? FileManager.default.removeItem(atPath: folder + ".moved"); try? FileManager.default.removeItem(atPath: folder); try? FileManager.default.removeItem(atPath: elsewhere) }
        let studio = try #require(StudioFolder(folder))
        try FileManager.default.moveItem(atPath: folder, toPath: folder + ".moved")
        if link {
            try FileManager.default.createSymbolicLink(atPath: folder, withDestinationPath: elsewhere)
        } else {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: false)
            try "scenario: new\n".write(toFile: folder + "/a.yaml", atomically: true, encoding: .utf8)
        }
        let message = "\(folder) is no longer the folder the studio started in (moved, replaced or swapped for a link): the studio touches nothing there; restart it"
        #expect(studio.read("a.yaml", limit: 1000) == .failure(StudioFolder.Refusal(message: message)))
        #expect(studio.save("scenario: pwned\n", to: "a.yaml", replacing: true) == .failure(StudioFolder.Refusal(message: message)))
        #expect(studio.save("scenario: pwned\n", to: "b.yaml", replacing: false) == .failure(StudioFolder.Refusal(message: message)))
        #expect(studio.scenarioFiles() == [])
        #expect(studio.stamp("a.yaml") == "")
        #expect(try FileManager.default.contentsOfDirectory(atPath: elsewhere) == ["a.yaml"])
        #expect(try String(contentsOfFile: elsewhere + "/a.yaml", encoding: .utf8) == "scenario: elsewhere\n")
    }
}
