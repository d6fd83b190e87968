extension Scenario.Language {
    /// `<html lang>`: lets a browser pick a Chinese font for Chinese text, and screen readers
    /// read it as Chinese.
    var htmlTag: String {
        switch self {
        case .en: "en"
        case .zh: "zh-Hans"
        }
    }

    /// The fixed texts of the pages in this language: only the page's own words change; what
    /// the scenarios say is theirs (translated where they give `translations`), and what the
    /// engine reports stays as written.
    var text: PageText { PageText(language: self) }
}
