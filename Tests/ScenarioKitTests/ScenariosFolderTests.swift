import GalleryCore
import ScenarioKit
import ScenarioTestSupport
import Testing

@Suite("The Scenarios folder")
struct ScenariosFolderTests {
    @Test("every file under Scenarios/ checks clean")
    func checksClean() {
        let result = ScenarioLoader(apps: .shipped).load([PackagePaths.scenarios])
        #expect(result.isValid, "\(result.renderedDiagnostics().joined(separator: "\n"))")
        #expect(result.files.count >= 4)
    }

    @Test("Scenarios/format uses every step, target, check and app of the format")
    func formatCoverage() throws {
        let result = ScenarioLoader(apps: .shipped).load([PackagePaths.scenarios + "/format"])
        try #require(result.isValid)
        let scenarios = result.scenarios.map(\.scenario)
        var steps: Set<String> = []
        var targets: Set<String> = []
        var checks: Set<String> = []
        var forms: Set<String> = []

        func note(_ target: StepTarget) {
            switch target.kind {
            case .cell: targets.insert("cell")
            case .point: targets.insert("point")
            case .empty: targets.insert("empty")
            case .view(_, let point): targets.insert(point == nil ? "view" : "view+point")
            case .source: targets.insert("source")
            case .app: targets.insert("app")
            case .nowhere: targets.insert("nowhere")
            case .row(_, let part): targets.insert(part == nil ? "row" : "row+part")
            case .header: targets.insert("header")
            case .footer: targets.insert("footer")
            }
        }
        func note(_ expectations: Expectations) {
            for entry in expectations.entries {
                checks.insert(entry.kind.name)
                switch entry.kind {
                case .saved(nil): forms.insert("saved none")
                case .saved: forms.insert("saved list")
                case .session(let session):
                    forms.insert(session.state == .none ? "session none" : "session mapping")
                    if session.finger != nil { forms.insert("session finger") }
                case .trace(.lines): forms.insert("trace lines")
                case .trace(.golden): forms.insert("trace golden")
                case .trace(.patterns(let contains, let excludes)):
                    if !contains.isEmpty { forms.insert("trace contains") }
                    if !excludes.isEmpty { forms.insert("trace excludes") }
                case .images(let images): if images.contains(where: { $0.aspect != nil }) { forms.insert("image with aspect") }
                default: break
                }
            }
        }

        for scenario in scenarios {
            if !scenario.settle { forms.insert("settle false") }
            if scenario.targets.contains(where: { $0.operation == .forbidden }) { forms.insert("target forbidden") }
            if scenario.targets.contains(where: { $0.operation == .copy }) { forms.insert("target copy") }
            for representation in scenario.sources.flatMap({ $0.items.flatMap(\.representations) }) {
                if representation.delay > 0 { forms.insert("source delay") }
                if representation.failure != nil { forms.insert("source failure") }
                if case .fields = representation.value { forms.insert("source fields") }
                if case .image = representation.value { forms.insert("source image") }
            }
            scenario.expect.map(note)
            for step in scenario.steps {
                steps.insert(step.kind.name)
                if step.finger > 1 { forms.insert("finger \(step.kind.name)") }
                switch step.kind {
                case .touch(let target), .add(let target), .move(let target): note(target)
                case .reorder(let reorder):
                    reorder.via.forEach(note)
                    if reorder.cancel { forms.insert("reorder cancel") }
                case .expect(let expectations): note(expectations)
                default: break
                }
            }
        }
        #expect(Set(scenarios.map(\.app.name)) == ["gallery", "board", "canvas"])
        #expect(steps == ["touch", "lift", "add", "move", "drop", "cancel", "wait", "settle", "reorder", "relaunch", "expect"])
        #expect(targets == ["cell", "point", "empty", "view", "view+point", "source", "app", "nowhere"])
        #expect(checks == ["images", "sections", "placeholders", "views", "received", "saved", "session", "error", "trace"])
        #expect(forms == [
            "saved none", "saved list", "session none", "session mapping", "session finger",
            "trace lines", "trace golden", "trace contains", "trace excludes", "image with aspect",
            "settle false", "target forbidden", "target copy",
            "source delay", "source failure", "source fields", "source image",
            "finger touch", "finger lift", "finger move", "finger drop", "reorder cancel",
        ])
        #expect(result.files.contains { $0.documentCount > 1 })
        #expect(scenarios.contains { $0.name.hasSuffix("[variant: corrected]") }, "an outline")
        #expect(scenarios.contains { $0.steps.contains { !$0.usedAt.isEmpty } }, "a used fragment")
        // Both spellings of a finger: inside the step's mapping and beside its word.
        let text = result.files.map(\.source).joined()
        #expect(text.contains("- lift: { finger: 2 }"))
        #expect(text.contains("  - drop:\n    finger: 2"))
    }
}
