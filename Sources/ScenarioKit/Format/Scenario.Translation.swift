extension Scenario {
    /// A scenario's name and description in another language; either may be left out, and
    /// a page then shows the scenario's own text.
    public struct Translation: Equatable, Sendable {
        public var name: String?
        public var description: String?

        public init(name: String? = nil, description: String? = nil) {
            self.name = name
            self.description = description
        }
    }

    /// The scenario's name in `language`, or its own name where it has no translation.
    public func name(in language: Language) -> String {
        translations[language]?.name ?? name
    }

    /// The scenario's description in `language`, or its own where it has no translation.
    public func description(in language: Language) -> String? {
        translations[language]?.description ?? description
    }
}
