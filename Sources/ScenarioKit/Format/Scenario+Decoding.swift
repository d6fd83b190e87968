import DragDropCore
import ScenarioAppKit
import YAMLReader

extension Scenario {
    enum Key: String, DecodingKey {
        case scenario, description, translations, tags, app, given, sources, targets, loads, steps, expect, settle, device
        /// An outline's table; taken out by `Outline` before the scenario is decoded.
        case examples
    }

    /// Decodes one scenario document, reporting every problem; nil when there was any.
    ///
    /// `app` decides which keys `given` may hold and which views and targets exist, and it
    /// may come after them in the file, so the parts are read in dependency order, not file order.
    static func decode(_ node: Node, apps: AppRegistry, file: String, library: inout FragmentLibrary, budget: inout ExpansionBudget, _ decoder: inout NodeDecoder) -> Scenario? {
        let errorsBefore = decoder.diagnostics.count
        guard let fields = decoder.fields(node, for: "the scenario", Key.self) else { return nil }
        decoder.require(.scenario, in: fields)

        var name: String?
        if let node = fields[.scenario], let text = decoder.string(node, for: "'scenario'") {
            if NodeDecoder.isBlank(text) {
                decoder.error(Self.emptyName, at: node)
            } else {
                name = text
            }
        }
        let description = fields[.description].flatMap { decoder.string($0, for: "'description'") }
        let translations = fields[.translations].map { Translation.decodeAll($0, &decoder) } ?? [:]
        let tags = fields[.tags].flatMap { decoder.strings($0, for: "'tags'") } ?? []
        let app = decodeApp(fields[.app], apps: apps, at: node.location, &decoder)
        let given = app.map { readGiven(fields[.given], app: $0, apps: apps, at: node.location, &decoder) }
        var sources: [OtherAppSource] = []
        let sourcesValid = decoder.succeeds { decoder in
            sources = fields[.sources].map { OtherAppSource.decodeAll($0, &decoder) } ?? []
        }
        var targets: [OtherAppTarget] = []
        let targetsValid = decoder.succeeds { decoder in
            targets = fields[.targets].map { OtherAppTarget.decodeAll($0, &decoder) } ?? []
        }
        let loads = fields[.loads].map { decodeLoads($0, &decoder) } ?? [:]
        let scope = DecodingScope(
            apps: apps, app: app, viewNames: given?.viewNames,
            sources: sourcesValid ? sources : nil, targets: targetsValid ? targets : nil,
            listNames: given?.listNames, tableNames: given?.tableNames
        )

        var steps: [Step]? = []
        if let node = fields[.steps] {
            steps = StepExpansion.expand(node, file: file, library: &library, budget: &budget, &decoder).flatMap { Step.decodeAll($0, scope: scope, &decoder) }
        }
        let expect = fields[.expect].map { Expectations.decode($0, for: "'expect'", scope: scope, &decoder) }
        let settle = fields[.settle].map { decoder.bool($0, for: "'settle'") } ?? true
        var device = Device.iPad
        if let node = fields[.device], let text = decoder.string(node, for: "'device'") {
            if let value = Device(rawValue: text) { device = value } else { decoder.error(Self.unknownDevice(text), at: node) }
        }

        guard decoder.diagnostics.count == errorsBefore,
              let name, let given, let steps, let settle
        else { return nil }
        var scenario = Scenario(
            name: name, description: description, translations: translations, tags: tags, app: given,
            sources: sources, targets: targets, loads: loads, steps: steps, expect: expect ?? nil,
            settle: settle, location: node.location
        )
        scenario.device = device
        return scenario
    }

    static func unknownDevice(_ text: String) -> String {
        "unknown device '\(NodeDecoder.excerpt(text))'; expected one of: "
            + Device.allCases.map(\.rawValue).joined(separator: ", ")
            + Suggestion.hint(for: text, in: Device.allCases.map(\.rawValue))
    }

    /// The registered app `node` names, or the registry's default when there is no `app`.
    private static func decodeApp(_ node: Node?, apps: AppRegistry, at location: SourceLocation, _ decoder: inout NodeDecoder) -> (any AppUnderTest.Type)? {
        guard let node else {
            if let name = apps.defaultApp, let app = apps.app(named: name) { return app }
            decoder.error(Self.appRequired(apps.names), at: location)
            return nil
        }
        guard let name = decoder.string(node, for: "'app'") else { return nil }
        guard let app = apps.app(named: name) else {
            decoder.error(Self.unknownApp(name, names: apps.names), at: node)
            return nil
        }
        return app
    }

    /// The app reads its own `given`; a key another app has is named as that app's, since
    /// the likelier mistake is the `app`, not the key.
    private static func readGiven(
        _ node: Node?, app: any AppUnderTest.Type, apps: AppRegistry, at location: SourceLocation, _ decoder: inout NodeDecoder
    ) -> ConfiguredApp {
        let unknown = { (key: String) -> String in
            guard let owner = apps.apps.first(where: { $0.name != app.name && $0.givenKeys.contains(key) }) else {
                return NodeDecoder.unknownKey(key, in: app.givenKeys)
            }
            return Self.keyOfOtherApp(key, app: app.name, owner: owner.name)
        }
        let reader = GivenReader()
        let given = GivenNode(node, what: "'given'", at: location, reader: reader, unknownKey: unknown)
        var configured: ConfiguredApp?
        apps.readingGiven(node?.location ?? location, app.name) { configured = ConfiguredApp.read(app, given: given) }
        decoder.append(reader.decoder)
        return configured ?? ConfiguredApp.read(app, given: given)
    }

    static let emptyName = "'scenario' must name the scenario"

    static func unknownApp(_ name: String, names: [String]) -> String {
        let close = Suggestion.closest(to: name, in: names).map { "; did you mean '\($0)'?" } ?? ""
        return "unknown app '\(NodeDecoder.excerpt(name))'\(close) (registered apps: \(names.joined(separator: ", ")))"
    }

    static func appRequired(_ names: [String]) -> String {
        "missing required key 'app' (registered apps: \(names.joined(separator: ", ")))"
    }

    static func keyOfOtherApp(_ name: String, app: String, owner: String) -> String {
        "unknown key '\(name)' for app \(app); '\(name)' belongs to app \(owner)"
    }
}
