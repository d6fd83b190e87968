import Foundation
import GalleryCore
import ScenarioKit
import ScenarioTestSupport
import Testing

/// A scenario file someone else wrote cannot make the runner read a file the user never
/// pointed it at — by a fragment path or by a link in a suite folder — nor quote its bytes in
/// an error, where a CI log would publish them.
@Suite("Fragment files and suite folders stay inside their folder")
struct FragmentConfinementTests {
    /// What a secret file holds: a line that is no YAML a scenario reader accepts, so that
    /// reading it would give an error quoting it.
    static let secret = "SECRET_TOKEN=hunter2-must-not-leak\n"
    static let images = "given:\n  images: [https://img.example/a.jpg, https://img.example/b.jpg]\n"
    static let fragment = "fragment: f\nsteps:\n  - settle\n"

    /// The suite folder `suite/` inside a fresh folder, beside `outside/secret.yaml`.
    static func layout(_ suite: [String: String]) throws -> String {
        var files: [String: String] = ["outside/secret.yaml": secret, "outside/lib.yaml": fragment]
        for (path, text) in suite { files["suite/" + path] = text }
        return try freshFolder(files)
    }

    static func render(_ paths: [String], in root: String) -> (loaded: LoadResult, rendered: String) {
        let loaded = ScenarioLoader(apps: .shipped).load(paths.map { root + "/" + $0 })
        let rendered = loaded.renderedDiagnostics().joined(separator: "\n").replacingOccurrences(of: root + "/", with: "")
        return (loaded, rendered)
    }

    static func scenario(using reference: String) -> String {
        "scenario: s\n" + images + "steps:\n  - use: \(reference)\n"
    }

    @Test("a fragment path that leaves the folder is refused at the use, and the file is never read", arguments: [
        ("../outside/lib.yaml#f", "fragment file '../outside/lib.yaml' leads outside this file's folder suite"),
        ("../outside/secret.yaml#x", "fragment file '../outside/secret.yaml' leads outside this file's folder suite"),
        ("sub/../../outside/lib.yaml#f", "fragment file 'sub/../../outside/lib.yaml' leads outside this file's folder suite"),
        ("../../../../../../../../proc/self/environ#x", "fragment file '../../../../../../../../proc/self/environ' leads outside this file's folder suite"),
        ("~/.aws/credentials#x", "fragment file '~/.aws/credentials' must be relative to this file's folder"),
        ("/proc/self/environ#x", "fragment file '/proc/self/environ' must be relative to this file's folder"),
    ])
    func outsideByPath(reference: String, message: String) throws {
        let root = try Self.layout(["a.yaml": Self.scenario(using: reference), "sub/keep.yaml": Self.fragment])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let (loaded, rendered) = Self.render(["suite/a.yaml"], in: root)
        #expect(rendered.hasPrefix("suite/a.yaml:5:10: error: " + message), "\(rendered)")
        #expect(!rendered.contains("hunter2"))
        #expect(!rendered.contains("SECRET"))
        #expect(loaded.fragmentSources.isEmpty, "a refused fragment file is never read")
    }

    @Test("a link inside the folder that leads out is refused like '..'; a link that stays inside is followed")
    func outsideByLink() throws {
        let root = try Self.layout([
            "a.yaml": Self.scenario(using: "escape/secret.yaml#x"),
            "b.yaml": Self.scenario(using: "lib-link.yaml#f"),
            "shared/lib.yaml": Self.fragment,
        ])
        defer { try? FileManager.default.removeItem(atPath: root) }
        try FileManager.default.createSymbolicLink(atPath: root + "/suite/escape", withDestinationPath: "../outside")
        try FileManager.default.createSymbolicLink(atPath: root + "/suite/lib-link.yaml", withDestinationPath: "shared/lib.yaml")
        let (loaded, rendered) = Self.render(["suite/a.yaml", "suite/b.yaml"], in: root)
        #expect(rendered == """
        suite/a.yaml:5:10: error: fragment file 'escape/secret.yaml' leads outside this file's folder suite
          - use: escape/secret.yaml#x
                 ^
        """)
        #expect(loaded.scenarios.map(\.scenario.name) == ["s"], "b.yaml's fragment, through a link inside, is used")
    }

    @Test("a fragment file must be a YAML file: another file in the folder is neither read nor quoted")
    func notYAML() throws {
        let root = try Self.layout(["a.yaml": Self.scenario(using: ".env#x"), ".env": Self.secret])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let (loaded, rendered) = Self.render(["suite/a.yaml"], in: root)
        #expect(rendered.hasPrefix("suite/a.yaml:5:10: error: fragment file '.env' is not a .yaml or .yml file"), "\(rendered)")
        #expect(!rendered.contains("hunter2"))
        #expect(loaded.fragmentSources.isEmpty)
    }

    @Test("'..' that stays inside the folder is fine")
    func parentInside() throws {
        let root = try Self.layout([
            "a.yaml": Self.scenario(using: "sub/../shared/lib.yaml#f"),
            "sub/keep.yaml": Self.fragment,
            "shared/lib.yaml": Self.fragment,
        ])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let (loaded, rendered) = Self.render(["suite/a.yaml"], in: root)
        #expect(rendered == "")
        #expect(loaded.scenarios.count == 1)
    }

    @Test("a folder's link to a file outside it is an error at the link, never read; a link to a file inside is that file, once")
    func suiteFolderLinks() throws {
        let root = try Self.layout([
            "a.yaml": "scenario: a\n" + Self.images + "steps:\n  - settle\n",
        ])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let manager = FileManager.default
        try manager.createSymbolicLink(atPath: root + "/suite/environ.yaml", withDestinationPath: "/proc/self/environ")
        try manager.createSymbolicLink(atPath: root + "/suite/secret.yaml", withDestinationPath: "../outside/secret.yaml")
        try manager.createSymbolicLink(atPath: root + "/suite/again.yaml", withDestinationPath: "a.yaml")
        let (loaded, rendered) = Self.render(["suite"], in: root)
        #expect(rendered == """
        suite/environ.yaml: error: this file is a symbolic link to a file outside suite, so it is not read
        suite/secret.yaml: error: this file is a symbolic link to a file outside suite, so it is not read
        """)
        #expect(!rendered.contains("hunter2"))
        #expect(loaded.files.map { ($0.path as NSString).lastPathComponent }.sorted() == ["a.yaml"])
    }

    @Test("a file given twice, under two spellings, is loaded once")
    func givenTwice() throws {
        let root = try Self.layout(["a.yaml": "scenario: a\n" + Self.images + "steps:\n  - settle\n"])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let (loaded, rendered) = Self.render(["suite/a.yaml", "suite/./a.yaml", "suite"], in: root)
        #expect(rendered == "")
        #expect(loaded.files.count == 1)
        #expect(loaded.scenarios.count == 1)
    }
}
