import Foundation
import ScenarioAppKit
import ScenarioKit
import ScenarioTestSupport
import Testing

/// Fragments a replayed pane names with `use` are read as the studio's own files are: never
/// from a hidden file or folder, never through a symbolic link.
@Suite("The studio's fragment files")
struct StudioFragmentTests {
    static func pane(using file: String) -> String {
        """
        scenario: uses a fragment
        given: { images: [https://img.example/a.jpg, https://img.example/b.jpg] }
        steps:
          - use: { steps: \(file)#drag, with: { to: 1 } }
        expect:
          images: [b.jpg, a.jpg]

        """
    }

    static func replay(using file: String, in folder: String) -> StudioReplay {
        StudioReplay(text: pane(using: file), path: folder + "/pane.yaml", apps: .shipped)
    }

    @Test("a fragment file beside the pane is read; a hidden one, one in a hidden folder or one through a link is refused at its use")
    func confined() throws {
        let folder = try freshFolder([
            "steps.yaml": ScenarioText.dragFragment,
            ".hidden.yaml": ScenarioText.dragFragment,
            ".git/steps.yaml": ScenarioText.dragFragment,
            "real/steps.yaml": ScenarioText.dragFragment,
        ])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createSymbolicLink(atPath: folder + "/link.yaml", withDestinationPath: "steps.yaml")
        try FileManager.default.createSymbolicLink(atPath: folder + "/linked", withDestinationPath: "real")

        let plain = Self.replay(using: "steps.yaml", in: folder)
        #expect(plain.diagnostics.isEmpty, "\(plain.diagnostics)")
        #expect(plain.status == "passed")
        #expect(Self.replay(using: "real/steps.yaml", in: folder).status == "passed")

        for (file, reason) in [
            (".hidden.yaml", "is hidden or in a hidden folder, which the studio does not read"),
            (".git/steps.yaml", "is hidden or in a hidden folder, which the studio does not read"),
            ("link.yaml", "goes through a symbolic link, which the studio does not follow"),
            ("linked/steps.yaml", "goes through a symbolic link, which the studio does not follow"),
        ] {
            let replay = Self.replay(using: file, in: folder)
            #expect(replay.status == nil)
            #expect(replay.diagnostics.first?.hasPrefix("\(folder)/pane.yaml:4:") == true, "\(replay.diagnostics)")
            #expect(replay.diagnostics.first?.contains("fragment file '\(file)' \(reason)") == true, "\(replay.diagnostics)")
        }
    }
}
