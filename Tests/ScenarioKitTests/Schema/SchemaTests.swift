import Foundation
import GalleryCore
import ScenarioKit
import ScenarioTestSupport
import Testing

/// The JSON Schema of the format: generated, shipped in sync, and checked with a real
/// validator against the shipped scenarios and the table of refused inputs (issue 13).
@Suite("The JSON Schema")
struct SchemaTests {
    static let shipped = PackagePaths.root + "/docs/scenario.schema.json"

    /// Every scenario file shipped: the suites, the documentation's examples, the test app's.
    static var shippedFiles: [String] {
        ScenarioLoader(apps: .shipped).discover([PackagePaths.scenarios, PackagePaths.root + "/docs/examples"]).files
    }

    @Test("docs/scenario.schema.json is what `dnd-scenario schema` generates (regenerate it with that command)")
    func inSync() throws {
        let file = try String(contentsOfFile: Self.shipped, encoding: .utf8)
        #expect(file == FormatSchema(apps: .shipped).json)
    }

    @Test("the schema lists every value of the decoder's tables: apps, steps, operations, error kinds")
    func tables() {
        let json = FormatSchema(apps: .shipped).json
        for word in ["lift", "drop", "cancel", "settle", "relaunch", "touch", "add", "move", "wait", "reorder", "expect", "use",
                     "gallery", "board", "canvas", "copy", "forbidden", "move", "inconsistent-update", "settle-timeout", "runaway",
                     "examples", "fragment", "parameters", "golden", "excludes", "nowhere"] {
            #expect(json.contains("\"\(word)\""), "\(word)")
        }
    }

    @Test("every shipped scenario file validates against the schema, every document of it")
    func shippedFilesValidate() throws {
        let files = Self.shippedFiles
        #expect(files.count >= 20)
        let lines = try SchemaValidator.validate(files, schema: Self.shipped)
        #expect(lines.count >= files.count)
        #expect(lines.filter { !$0.hasSuffix(": ok") } == [])
    }

    @Test("every value a ${name} can stand for validates, in every outline and fragment shipped")
    func parametersEverywhere() throws {
        let lines = try SchemaValidator.validate(Self.shippedFiles, schema: Self.shipped, script: SchemaValidator.parameterisedScript)
        #expect(lines.dropLast() == [])
        let count = try #require(lines.last.flatMap { Int($0.split(separator: " ").dropFirst().first ?? "") })
        #expect(count > 500)
    }

    @Test("a fragment that check accepts, with ${name} for its fingers, cells, delays and operations, validates")
    func fragmentCheckAccepts() throws {
        let folder = try freshFolder([
            "lib.yaml": """
            fragment: drag
            parameters: { finger: 1, from: 0, to: ~, pause: 100, operation: move }
            steps:
              - touch: { cell: "${from}", finger: "${finger}" }
              - lift: { finger: "${finger}" }
              - move: { cell: [0, "${to}"], finger: "${finger}" }
              - wait: "${pause}ms"
              - expect: { session: { finger: "${finger}", operation: "${operation}" } }
              - drop:
                  finger: ${finger}
            """,
            "use.yaml": """
            scenario: the first image goes last, dragged by a second finger
            \(ScenarioText.gallery("a.jpg", "b.jpg", "c.jpg"))
            steps:
              - use: { steps: lib.yaml#drag, with: { finger: 2, to: 2 } }
            expect:
              images: [b.jpg, c.jpg, a.jpg]
            """,
        ])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let loaded = ScenarioLoader(apps: .shipped).load([folder + "/use.yaml"])
        #expect(loaded.renderedDiagnostics() == [])
        let lines = try SchemaValidator.validate([folder + "/lib.yaml", folder + "/use.yaml"], schema: Self.shipped)
        #expect(lines.map { $0.replacingOccurrences(of: folder + "/", with: "") } == ["lib.yaml#0: ok", "use.yaml#0: ok"])
    }

    /// The structural mistakes of the bad-input table: keys, shapes and words, which a schema
    /// can see without knowing the rest of the scenario.
    static let structural = [
        "a document that is a list", "a scalar where a mapping belongs", "a misspelt top-level key",
        "an unknown key with nothing close", "no scenario key", "a misspelt bare step", "a misspelt step with a value",
        "two actions in one step", "a step without the target it needs", "a misspelt target kind", "a source target for a move",
        "an app target for a touch", "a misspelt app", "a misspelt variant", "operations other apps do not offer", "durations in forms the format does not have",
        "index paths that are no index paths", "fingers counted from zero or spelt out", "a misspelt error kind", "an error kind missing",
        "a gallery key under app board", "a session that is neither none nor a mapping", "an unknown step key inside reorder and a bad via",
        "lift given a value", "an error expected by an expect step", "an app nobody registered",
    ]

    @Test("the schema rejects every structural case of the bad-input table")
    func rejectsStructuralMistakes() throws {
        let byName = Dictionary(uniqueKeysWithValues: badInputs.map { ($0.name, $0) })
        let folder = try freshFolder(Dictionary(uniqueKeysWithValues: Self.structural.enumerated().map { index, name in
            ("\(index).yaml", byName[name]?.yaml ?? "")
        }))
        defer { try? FileManager.default.removeItem(atPath: folder) }
        for name in Self.structural { #expect(byName[name] != nil, "no bad input named '\(name)'") }
        let files = Self.structural.indices.map { "\(folder)/\($0).yaml" }
        let lines = try SchemaValidator.validate(files, schema: Self.shipped)
        for (index, name) in Self.structural.enumerated() {
            let mine = lines.filter { $0.hasPrefix("\(folder)/\(index).yaml#") }
            #expect(!mine.isEmpty && mine.allSatisfy { !$0.hasSuffix(": unparsed") }, "\(name): \(mine)")
            #expect(mine.contains { $0.contains(": invalid at ") }, "\(name) passes the schema: \(mine)")
        }
    }
}
