import Foundation
import ScenarioKit
import ScenarioTestSupport
import Testing

/// Scenarios/tutorial/000-gallery/README.md and the tutorial's descriptions say only what the goldens
/// beside them show (issue 29): each trace text the README quotes for a scenario is in its
/// golden, and a callback it names as absent is absent.
@Suite("The tutorial's README and descriptions")
struct TutorialReadmeTests {
    static let folder = PackagePaths.scenarios + "/tutorial/000-gallery"

    /// Per scenario number, what the README quotes that is not trace text: code of the
    /// tutorial's and words of the format.
    static let notTrace: [String: Set<String>] = [
        "01": ["expect", "state.cells"], "05": ["device: iPhone"], "06": ["+"],
        "07": ["didSet"], "08": ["variant: unbatched-move", "inconsistent-update", "deleteItems"],
        "09": ["dawn-1, dawn-2, dawn-3", "expect", "state.cells", "1200x800", "ImageCache"], "11": ["loadObjects"], "12": ["didSet"],
        "10": ["zoom(_:)", ".changed", "expect", "state.layout"],
        "02": ["url == self.imageURL", "if", "else", "changeAspectRatio", "{image: ~, spinner: false}", "state.cells"],
        "04": ["dragItems(at:)", "state.selected", "[1]"],
    ]

    /// Scenario numbers whose scenario ends in an error, so has no golden: what their paragraph
    /// quotes is code and words of the format.
    static let withoutGolden: Set<String> = ["08"]

    /// Per scenario number, the callbacks the README says are not made: its golden must not
    /// have them.
    static let absent: [String: Set<String>] = [
        "03": ["willAdd", "previewForDropping"], "06": ["drop toPlaceholder"], "07": ["dragSessionAllowsMoveOperation", "concludeDrop"],
        "04": ["didSelectItemAt"],
    ]

    /// Claims in prose and the trace text each needs in the golden.
    static let claims: [(phrase: String, trace: String)] = [
        ("restriction question", "IsRestrictedToDraggingApplication"),
        ("ends forbidden", "EndWith forbidden"),
        ("allows-move question", "AllowsMoveOperation"),
    ]

    static func golden(_ number: String) throws -> [String] {
        let files = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasPrefix(number + "-") && $0.hasSuffix(".trace") }
        let file = try #require(files.first)
        return try String(contentsOfFile: folder + "/" + file, encoding: .utf8).split(separator: "\n").map(Self.collapsed)
    }

    /// Runs of white space, line breaks included, as one space: how a trace line's columns
    /// and a README line's wrapping are compared.
    static func collapsed<S: StringProtocol>(_ text: S) -> String {
        text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    /// The README's "What to look for" paragraphs, by scenario number.
    static func paragraphs() throws -> [(number: String, text: String)] {
        let readme = try String(contentsOfFile: folder + "/README.md", encoding: .utf8)
        return readme.components(separatedBy: "\n\n").compactMap { paragraph in
            guard paragraph.hasPrefix("**"), let number = paragraph.dropFirst(2).split(separator: " ").first,
                  number.count == 2, number.allSatisfy(\.isNumber) else { return nil }
            return (String(number), paragraph)
        }
    }

    @Test("every trace text the README quotes for a scenario is in its golden")
    func quotedLines() throws {
        let paragraphs = try Self.paragraphs()
        #expect(paragraphs.map(\.number) == ["01", "02", "03", "04", "05", "06", "07", "08", "09", "10", "11", "12"])
        for (number, text) in paragraphs where !Self.withoutGolden.contains(number) {
            let golden = try Self.golden(number)
            let quoted = text.components(separatedBy: "`").enumerated().filter { $0.offset % 2 == 1 }.map { Self.collapsed($0.element) }
            for span in quoted where !(Self.notTrace[number] ?? []).contains(span) && !(Self.absent[number] ?? []).contains(span) {
                #expect(golden.contains { $0.contains(span) }, "\(number): `\(span)` is not in its golden")
            }
            for span in Self.absent[number] ?? [] {
                #expect(quoted.contains(span), "\(number): `\(span)` is no longer named")
                #expect(!golden.contains { $0.contains(span) }, "\(number): `\(span)` is in its golden, which the README says is not")
            }
        }
    }

    @Test("what the README and the descriptions claim in prose, the goldens show")
    func claimsInProse() throws {
        let loaded = ScenarioLoader(apps: .shipped).load([Self.folder])
        #expect(loaded.scenarios.count == 12)
        var texts = try Self.paragraphs().map { (number: $0.number, text: $0.text) }
        for (file, scenario) in loaded.scenarios {
            texts.append((String((file.path as NSString).lastPathComponent.prefix(2)), scenario.description ?? ""))
        }
        for (number, text) in texts where !Self.withoutGolden.contains(number) {
            let golden = try Self.golden(number).joined(separator: "\n")
            for claim in Self.claims where Self.collapsed(text).lowercased().contains(claim.phrase) {
                #expect(golden.contains(claim.trace), "\(number) says '\(claim.phrase)', but its golden has no \(claim.trace)")
            }
        }
    }
}
