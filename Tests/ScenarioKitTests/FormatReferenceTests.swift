import DragDropCore
import Foundation
import GalleryCore
import ScenarioAppKit
import ScenarioKit
import ScenarioTestSupport
import Testing

/// docs/FORMAT.md is complete: every word the decoder accepts and every kind of trace line
/// the shipped scenarios print is in it, and its examples are files a test runs (issue 13).
@Suite("The format reference")
struct FormatReferenceTests {
    static let reference = PackagePaths.root + "/docs/FORMAT.md"

    /// The words inside the reference's code: inline `spans` and fenced blocks.
    static func codeWords() throws -> Set<String> {
        let text = try String(contentsOfFile: reference, encoding: .utf8)
        var code = ""
        var inBlock = false
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("```") {
                inBlock.toggle()
                continue
            }
            if inBlock {
                code += line + "\n"
                continue
            }
            let parts = line.split(separator: "`", omittingEmptySubsequences: false)
            for (index, part) in parts.enumerated() where index % 2 == 1 { code += part + "\n" }
        }
        let separators = CharacterSet.alphanumerics.union(CharacterSet(charactersIn: "-_.")).inverted
        return Set(code.components(separatedBy: separators).filter { !$0.isEmpty })
    }

    /// Every key and every enumerated word of the schema, which is built from the decoder's
    /// own tables, and the apps' words the schema leaves to them.
    static var decoderWords: Set<String> {
        var words: Set<String> = []
        func walk(_ value: StateValue) {
            switch value {
            case .list(let items): items.forEach(walk)
            case .map(let entries):
                for entry in entries {
                    if entry.key == "properties", case .map(let properties) = entry.value { words.formUnion(properties.map(\.key)) }
                    if entry.key == "enum" || entry.key == "const", case .list(let items) = entry.value {
                        for case .string(let word) in items { words.insert(word) }
                    }
                    if entry.key == "const", case .string(let word) = entry.value { words.insert(word) }
                    walk(entry.value)
                }
            default: break
            }
        }
        walk(FormatSchema(apps: .shipped).value)
        words.formUnion(EngineError.Kind.allCases.map(\.rawValue))
        words.formUnion(CollectionViewDropProposal.Intent.allCases.map(\.description))
        words.formUnion(GalleryVariant.allCases.map(\.rawValue))
        for app in AppRegistry.shipped.apps {
            words.formUnion(app.givenKeys)
            words.formUnion(app.stateKeys)
        }
        words.formUnion(["collection", "trash"])
        words.formUnion(["SavedGalleries", "aspectRatio"])
        return words
    }

    @Test("every word the decoder accepts is in the reference's code: keys, steps, targets, operations, intents, error kinds, variants, views, default images")
    func everyWord() throws {
        let documented = try Self.codeWords()
        let missing = Self.decoderWords.filter { !documented.contains($0) }.sorted()
        #expect(missing == [])
        let text = try String(contentsOfFile: Self.reference, encoding: .utf8)
        let defaultImages = GalleryConfiguration.tutorialTestImages.map(\.url)
        #expect(defaultImages.filter { !text.contains("`\($0)`") } == [])
    }

    /// A trace line's kind: its callback or event, with the event's sort where it has one
    /// (`placeholder commit`, `drop toItemAt`, `cell error-image`), and the role's kind.
    static func kind(_ event: TraceEvent) -> String {
        let words = event.text.split(separator: " ").map(String.init)
        let role = event.role.contains(".") ? String(event.role.split(separator: ".").last ?? "") : (event.role == "app" ? "app" : "view")
        var kind = words.first ?? ""
        if role == "view", ["placeholder", "drop"].contains(kind), words.count > 1 { kind += " " + words[1] }
        if role == "view", kind == "cell", let last = words.last { kind += " " + last }
        if kind == "warning:" { kind = "warning" }
        return role + " " + kind
    }

    /// The traces of every shipped scenario but those pinning a crash of the tutorial's code,
    /// which would end this test process (their lines are the corrected app's up to the trap).
    static let shippedTraces: [TraceEvent] = {
        let loaded = ScenarioLoader(apps: .shipped).load([PackagePaths.scenarios, PackagePaths.root + "/docs/examples"])
        let runner = ScenarioRunner(goldens: GoldenTrace(update: false, isCI: true))
        return loaded.scenarios.filter { $0.scenario.expect?.error?.kind != .crash }.flatMap { runner.run($0.scenario, file: $0.file.path).trace }
    }()

    /// The lines of the reference's block of every kind of trace line.
    static func exampleLines() throws -> [String] {
        let text = try String(contentsOfFile: reference, encoding: .utf8)
        guard let start = text.range(of: "Every kind of line, one example each") else { return [] }
        let after = text[start.upperBound...]
        guard let open = after.range(of: "```\n"), let close = after[open.upperBound...].range(of: "```") else { return [] }
        return after[open.upperBound..<close.lowerBound].split(separator: "\n").map(String.init)
    }

    @Test("every kind of trace line the shipped scenarios print has an example in the reference")
    func everyTraceKind() throws {
        let examples = try Self.exampleLines()
        #expect(examples.count >= 40)
        let documented = Set(examples.compactMap { line in Self.shippedTraces.first { $0.line == line }.map(Self.kind) })
        let printed = Set(Self.shippedTraces.map(Self.kind))
        #expect(printed.subtracting(documented).sorted() == [])
    }

    @Test("each example trace line is a line a shipped scenario prints, time and all")
    func examplesAreReal() throws {
        let printed = Set(Self.shippedTraces.map(\.line))
        let examples = try Self.exampleLines()
        #expect(examples.filter { !printed.contains($0) } == [])
    }
}
