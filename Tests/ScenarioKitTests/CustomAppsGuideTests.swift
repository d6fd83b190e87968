import Foundation
import ScenarioTestSupport
import Testing

/// docs/CUSTOM-APPS.md shows the files of the package it builds, Examples/, which CI builds
/// and tests: each code block whose first line names a file under Examples/ is that file,
/// word for word, so the guide cannot drift from code that runs.
@Suite("The custom apps guide")
struct CustomAppsGuideTests {
    @Test("a block that names a file under Examples/ is that file, word for word")
    func blocksAreFiles() throws {
        let blocks = try markdownCodeBlocks(in: PackagePaths.root + "/docs/CUSTOM-APPS.md")
        var checked: [String] = []
        for block in blocks {
            let lines = block.split(separator: "\n", maxSplits: 1, omittingEmptySubsequences: false)
            guard let first = lines.first, let name = ["// ", "# "].lazy.compactMap({ first.hasPrefix($0) ? first.dropFirst($0.count) : nil }).first,
                  name.hasPrefix("Examples/")
            else { continue }
            let file = try? String(contentsOfFile: PackagePaths.root + "/" + name, encoding: .utf8)
            #expect(file == (lines.count > 1 ? String(lines[1]) : ""), "\(name)")
            checked.append(String(name))
        }
        #expect(checked == [
            "Examples/Sources/Inbox/InboxView.swift",
            "Examples/Sources/Inbox/InboxApp.swift",
            "Examples/Scenarios/inbox/inbox.yaml",
            "Examples/Tests/InboxTests/InboxTests.swift",
            "Examples/Sources/inbox-scenario/main.swift",
        ])
    }

    @Test("a crash message the guide shows is one the Examples' apps print and pin")
    func crashMessages() throws {
        let guide = try String(contentsOfFile: PackagePaths.root + "/docs/CUSTOM-APPS.md", encoding: .utf8)
        let pinned = try FileManager.default.subpathsOfDirectory(atPath: PackagePaths.root + "/Examples/Scenarios")
            .filter { $0.hasSuffix(".yaml") }
            .map { try String(contentsOfFile: PackagePaths.root + "/Examples/Scenarios/" + $0, encoding: .utf8) }
            .joined()
        let shown = guide.components(separatedBy: "Fatal error: ").dropFirst().map { String($0.prefix { $0 != "\"" && $0 != "`" }) }
        #expect(!shown.isEmpty)
        for message in shown {
            #expect(pinned.contains("message: \"Fatal error: \(message)\""), "the guide shows 'Fatal error: \(message)', which no example pins")
        }
    }
}
