import YAMLReader

extension Scenario {
    enum Key: String, DecodingKey {
        case scenario, description, tags, app, given, sources, targets, steps, expect, settle
        /// An outline's table; taken out by `Outline` before the scenario is decoded.
        case examples
    }

    /// Decodes one scenario document, reporting every problem; nil when there was any.
    ///
    /// `app` decides which keys `given` may hold and which views and targets exist, and it
    /// may come after them in the file, so the parts are read in dependency order, not file order.
    static func decode(_ node: Node, file: String, library: inout FragmentLibrary, _ decoder: inout NodeDecoder) -> Scenario? {
        let errorsBefore = decoder.diagnostics.count
        guard let fields = decoder.fields(node, for: "the scenario", Key.self) else { return nil }
        decoder.require(.scenario, in: fields)

        var name: String?
        if let node = fields[.scenario], let text = decoder.string(node, for: "'scenario'") {
            if text.trimmingCharacters(in: .whitespaces).isEmpty {
                decoder.error(Self.emptyName, at: node)
            } else {
                name = text
            }
        }
        let description = fields[.description].flatMap { decoder.string($0, for: "'description'") }
        let tags = fields[.tags].flatMap { decoder.strings($0, for: "'tags'") } ?? []
        let app: AppKind? = fields[.app].map { decoder.word($0, AppKind.self, noun: "app") } ?? .gallery

        var given: Given?
        if let app {
            given = fields[.given].map { Given.decode($0, app: app, &decoder) } ?? Given.defaults(for: app)
        }
        var sources: [OtherAppSource] = []
        let sourcesValid = decoder.succeeds { decoder in
            sources = fields[.sources].map { OtherAppSource.decodeAll($0, &decoder) } ?? []
        }
        var targets: [OtherAppTarget] = []
        let targetsValid = decoder.succeeds { decoder in
            targets = fields[.targets].map { OtherAppTarget.decodeAll($0, &decoder) } ?? []
        }
        let scope = DecodingScope(
            app: app, viewNames: given?.viewNames,
            sources: sourcesValid ? sources : nil, targets: targetsValid ? targets : nil
        )

        var steps: [Step]? = []
        if let node = fields[.steps] {
            steps = StepExpansion.expand(node, file: file, library: &library, &decoder).flatMap { Step.decodeAll($0, scope: scope, &decoder) }
        }
        let expect = fields[.expect].map { Expectations.decode($0, for: "'expect'", scope: scope, &decoder) }
        let settle = fields[.settle].map { decoder.bool($0, for: "'settle'") } ?? true

        guard decoder.diagnostics.count == errorsBefore,
              let name, let app, let given, let steps, let settle
        else { return nil }
        return Scenario(
            name: name, description: description, tags: tags, app: app, given: given,
            sources: sources, targets: targets, steps: steps, expect: expect ?? nil,
            settle: settle, location: node.location
        )
    }

    static let emptyName = "'scenario' must name the scenario"
}
