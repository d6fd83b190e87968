/// The language a page is written in for its readers: the tutorials' readers read Chinese,
/// the tool's users read English. Only the page's own words change; what the scenarios say
/// and what the engine reports stay as written.
public enum PageLanguage: String, CaseIterable, Sendable {
    case en, zh

    /// `<html lang>`: lets a browser pick a Chinese font for Chinese text, and screen readers
    /// read it as Chinese.
    var htmlTag: String {
        switch self {
        case .en: "en"
        case .zh: "zh-Hans"
        }
    }

    /// The fixed texts of the pages in this language.
    var text: PageText { PageText(language: self) }
}
