import Foundation
import GalleryCore
import ScenarioKit
import ScenarioTestSupport
import Testing

/// Scenarios/tutorial holds one folder per article, each read in the article's order and in
/// the readers' language (issue 28): the shape the walkthrough pages and the suite index rely on.
@Suite("The tutorial suites")
struct TutorialSuitesTests {
    static let root = PackagePaths.scenarios + "/tutorial"

    static func folders() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: root).filter { name in
            var isFolder: ObjCBool = false
            return FileManager.default.fileExists(atPath: root + "/" + name, isDirectory: &isFolder) && isFolder.boolValue
        }.sorted()
    }

    static func scenarioFiles(in folder: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: root + "/" + folder).filter { $0.hasSuffix(".yaml") }.sorted()
    }

    @Test("there is one folder per article, 000 to 004, each listed in the suite index")
    func oneFolderPerArticle() throws {
        let folders = try Self.folders()
        #expect(folders.map { String($0.prefix(4)) } == ["000-", "001-", "002-", "003-", "004-"])
        let index = try String(contentsOfFile: Self.root + "/README.md", encoding: .utf8)
        for folder in folders {
            #expect(index.contains("(\(folder)/README.md)"), "\(folder) is not in the suite index")
        }
    }

    @Test("each folder's README opens with the article's Chinese title and an English gloss, then what the reader will see")
    func readmeOpening() throws {
        for folder in try Self.folders() {
            let readme = try String(contentsOfFile: Self.root + "/" + folder + "/README.md", encoding: .utf8)
            let lines = readme.split(separator: "\n", omittingEmptySubsequences: false)
            let title = try #require(lines.first)
            #expect(title.hasPrefix("# "), "\(folder)")
            #expect(title.unicodeScalars.contains { (0x4E00...0x9FFF).contains($0.value) }, "\(folder): no Chinese in '\(title)'")
            #expect(title.contains(" — *"), "\(folder): no English gloss in '\(title)'")
            #expect(lines.count > 2 && lines[1].isEmpty && lines[2].hasPrefix("The reader sees"), "\(folder)")
        }
    }

    @Test("scenario files are numbered in the article's order from 01, each in its folder's README table")
    func numbering() throws {
        for folder in try Self.folders() {
            let files = try Self.scenarioFiles(in: folder)
            #expect(!files.isEmpty, "\(folder)")
            #expect(files.map { String($0.prefix(3)) } == files.indices.map { String(format: "%02d-", $0 + 1) }, "\(folder)")
            let readme = try String(contentsOfFile: Self.root + "/" + folder + "/README.md", encoding: .utf8)
            for file in files {
                #expect(readme.contains("| `\(file)` |"), "\(folder)/\(file) is not in its README")
            }
        }
    }

    @Test("every tutorial scenario has its name and description in Chinese, and its description quotes the article")
    func translated() throws {
        let loaded = ScenarioLoader(apps: .shipped).load([Self.root])
        #expect(loaded.isValid, "\(loaded.renderedDiagnostics().joined(separator: "\n"))")
        #expect(loaded.scenarios.count >= 25)
        for (file, scenario) in loaded.scenarios {
            let zh = scenario.translations[.zh]
            #expect(zh?.name != nil && zh?.description != nil, "\(file.path): \(scenario.name)")
            let description = scenario.description ?? ""
            #expect(description.contains("「") || description.lowercased().contains("article"), "\(file.path): \(scenario.name)")
        }
    }

    /// The rows of a folder's table of the article's behaviours: number, behaviour, and where it is
    /// reproduced or explained.
    static func behaviourRows(in folder: String) throws -> [(number: String, behaviour: String, reference: String)] {
        let readme = try String(contentsOfFile: root + "/" + folder + "/README.md", encoding: .utf8)
        guard let start = readme.range(of: "## The article's behaviours") else { return [] }
        let table = readme[start.upperBound...].split(separator: "\n").drop { !$0.hasPrefix("|") }.prefix { $0.hasPrefix("|") }
        return table.dropFirst(2).map { line in
            let cells = line.split(separator: "|", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
            return cells.count >= 5 ? (cells[1], cells[2], cells[3]) : ("", String(line), "")
        }
    }

    @Test("each folder's behaviours are numbered rows, each pointing to a scenario that exists or to a line of the suite index")
    func behavioursPointSomewhere() throws {
        // `` `NN-file.yaml` *name* ``, `` regression `file.yaml` *name* `` or `` 001-lifecycle `NN-file.yaml` *name* ``:
        // a scenario file and the start of a scenario's name in it ("…" ends a shortened name).
        let scenarioReference = #/(?:(regression|\d{3}-[a-z-]+) )?`([0-9a-z-]+\.yaml)`:? \*([^*]+)\*/#
        // `index: *words*`: words of the suite index's line that says why the behaviour cannot be replayed.
        let indexReference = #/index: \*([^*]+)\*/#
        let loaded = ScenarioLoader(apps: .shipped).load([Self.root, PackagePaths.scenarios + "/regression"])
        let index = try String(contentsOfFile: Self.root + "/README.md", encoding: .utf8)
        for folder in try Self.folders() {
            let rows = try Self.behaviourRows(in: folder)
            #expect(rows.count >= 10, "\(folder) lists \(rows.count) behaviours")
            #expect(rows.map(\.number) == rows.indices.map { String($0 + 1) }, "\(folder): rows are not numbered 1, 2, 3…")
            let indexLines = index.split(separator: "\n").filter { $0.hasPrefix("| \(folder.prefix(3)) |") }
            for row in rows {
                let scenarios = row.reference.matches(of: scenarioReference)
                let reasons = row.reference.matches(of: indexReference)
                #expect(!scenarios.isEmpty || !reasons.isEmpty, "\(folder) row \(row.number) points nowhere: \(row.reference)")
                for reference in scenarios {
                    let place = reference.output.1.map(String.init) ?? folder
                    let suffix = (place == "regression" ? "/regression/" : "/tutorial/\(place)/") + reference.output.2
                    let name = reference.output.3.hasSuffix("…") ? String(reference.output.3.dropLast()) : String(reference.output.3)
                    let names = loaded.scenarios.filter { $0.file.path.hasSuffix(suffix) }.map(\.scenario.name)
                    #expect(!names.isEmpty, "\(folder) row \(row.number): no file \(suffix)")
                    #expect(names.contains { $0.hasPrefix(name) }, "\(folder) row \(row.number): no scenario '\(name)' in \(suffix)")
                }
                for reason in reasons {
                    #expect(indexLines.contains { $0.contains(reason.output.1) }, "\(folder) row \(row.number): the index has no line for '\(reason.output.1)'")
                }
            }
        }
    }

    @Test("no tutorial file sends the reader to notes outside the repository (the seeds)")
    func noSeeds() throws {
        let enumerator = try #require(FileManager.default.enumerator(atPath: Self.root))
        for case let path as String in enumerator where path.hasSuffix(".yaml") || path.hasSuffix(".md") {
            let text = try String(contentsOfFile: Self.root + "/" + path, encoding: .utf8)
            #expect(text.range(of: #"\bseeds?\b"#, options: [.regularExpression, .caseInsensitive]) == nil, "\(path)")
        }
    }
}
