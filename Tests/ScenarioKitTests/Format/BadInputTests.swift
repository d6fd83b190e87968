import GalleryCore
import ScenarioKit
import Testing

/// What `check` prints for `yaml` saved as `bad.yaml`: every diagnostic rendered in full.
func rendered(_ yaml: String, path: String = "bad.yaml") -> String {
    let (_, diagnostics) = ScenarioFile.decode(yaml, path: path, apps: .shipped)
    let renderer = DiagnosticRenderer()
    return diagnostics.map { renderer.render($0, source: yaml) }.joined(separator: "\n")
}

@Suite("Refused inputs")
struct BadInputTests {
    @Test("each bad input is refused with every problem located and explained", arguments: badInputs)
    func refused(_ input: BadInput) {
        #expect(rendered(input.yaml) == input.expected)
    }
}

@Suite("Refused inputs, in bulk")
struct BadInputTableTests {
    @Test("the table covers at least thirty kinds of mistake, each named once")
    func tableSize() {
        #expect(badInputs.count >= 30)
        #expect(Set(badInputs.map(\.name)).count == badInputs.count)
    }

    @Test("nothing in the table decodes to a scenario")
    func nothingDecodes() {
        for input in badInputs {
            let (file, diagnostics) = ScenarioFile.decode(input.yaml, path: "bad.yaml", apps: .shipped)
            #expect(!diagnostics.isEmpty, "\(input.name)")
            #expect(file.path == "bad.yaml")
        }
    }
}
