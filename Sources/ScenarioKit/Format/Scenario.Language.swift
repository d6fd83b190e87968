import ScenarioAppKit

extension Scenario {
    /// A language a scenario's name and description may be translated into, so that a page
    /// about a tutorial can be read in the tutorial's own language.
    ///
    /// The codes are ISO 639-1, as an HTML page's `lang` attribute takes them.
    public enum Language: String, DecodingKey, Sendable {
        case en, zh
    }
}
