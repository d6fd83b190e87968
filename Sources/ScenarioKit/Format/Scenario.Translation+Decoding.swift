import ScenarioAppKit
import YAMLReader

extension Scenario.Translation {
    enum Key: String, DecodingKey {
        case scenario, description
    }

    /// Decodes `translations`: a mapping from a language code to that language's texts.
    /// A code not in `Scenario.Language` is an error, so a typo does not silently leave a
    /// page untranslated.
    static func decodeAll(_ node: Node, _ decoder: inout NodeDecoder) -> [Scenario.Language: Self] {
        let names = Scenario.Language.names
        guard let languages = decoder.fields(node, for: "'translations'", Scenario.Language.self, unknown: { Self.unknownLanguage($0, names: names) }) else { return [:] }
        var translations: [Scenario.Language: Self] = [:]
        for language in Scenario.Language.allCases {
            guard let node = languages[language] else { continue }
            if let translation = decode(node, language: language, &decoder) {
                translations[language] = translation
            }
        }
        return translations
    }

    private static func decode(_ node: Node, language: Scenario.Language, _ decoder: inout NodeDecoder) -> Self? {
        let what = "'translations.\(language.rawValue)'"
        guard let fields = decoder.fields(node, for: what, Key.self) else { return nil }
        if !fields.has(.scenario), !fields.has(.description), fields.unknownKeys.isEmpty {
            decoder.error(Self.emptyTranslation(what), at: node)
            return nil
        }
        var translation = Self()
        if let node = fields[.scenario], let text = decoder.string(node, for: "'scenario'") {
            if NodeDecoder.isBlank(text) {
                decoder.error(Scenario.emptyName, at: node)
            } else {
                translation.name = text
            }
        }
        translation.description = fields[.description].flatMap { decoder.string($0, for: "'description'") }
        return translation
    }

    static func unknownLanguage(_ name: String, names: [String]) -> String {
        "unknown language '\(NodeDecoder.excerpt(name))' in 'translations'" + Suggestion.hint(for: name, in: names)
    }

    static func emptyTranslation(_ what: String) -> String {
        "\(what) must give 'scenario', 'description' or both"
    }
}
