import GalleryCore
import ScenarioKit
import Testing

@Suite("Translated names and descriptions")
struct TranslationTests {
    /// The scenario "Move Venice", in English, with `zh` as its Chinese translation.
    static func moveVenice(zh: String) throws -> Scenario {
        try decodeOne("""
        scenario: Move Venice
        description: Venice goes to the end of the row.
        translations:
          zh: \(zh)
        steps: [lift]
        """)
    }

    @Test("a translation gives the scenario's name and description in that language")
    func translated() throws {
        let scenario = try Self.moveVenice(zh: "{ scenario: 移动威尼斯, description: 威尼斯移到第一行的末尾。 }")
        #expect(scenario.translations == [.zh: Scenario.Translation(name: "移动威尼斯", description: "威尼斯移到第一行的末尾。")])
        #expect(scenario.name(in: .zh) == "移动威尼斯")
        #expect(scenario.description(in: .zh) == "威尼斯移到第一行的末尾。")
    }

    @Test("a language without a translation, or a text left out, falls back to the scenario's own")
    func fallsBack() throws {
        let scenario = try Self.moveVenice(zh: "{ description: 威尼斯移到第一行的末尾。 }")
        #expect(scenario.name(in: .zh) == "Move Venice")
        #expect(scenario.name(in: .en) == "Move Venice")
        #expect(scenario.description(in: .en) == "Venice goes to the end of the row.")
    }

    @Test("a scenario without translations has none")
    func none() throws {
        let scenario = try decodeOne("scenario: s\nsteps: [lift]")
        #expect(scenario.translations.isEmpty)
        #expect(scenario.description(in: .zh) == nil)
    }

    @Test("a mistake in translations is refused where it is", arguments: [
        ("an unknown language", """
        scenario: s
        translations: { fr: { scenario: t } }
        steps: [lift]
        """, """
        bad.yaml:2:17: error: unknown language 'fr' in 'translations'; expected one of: en, zh
        translations: { fr: { scenario: t } }
                        ^
        """),
        ("a language close to a known one", """
        scenario: s
        translations:
          zh-CN: { scenario: t }
        steps: [lift]
        """, """
        bad.yaml:3:3: error: unknown language 'zh-CN' in 'translations'; did you mean 'zh'?
          zh-CN: { scenario: t }
          ^
        """),
        ("an unknown field", """
        scenario: s
        translations:
          zh: { name: t }
        steps: [lift]
        """, """
        bad.yaml:3:9: error: unknown key 'name'; expected one of: scenario, description
          zh: { name: t }
                ^
        """),
        ("an empty translation", """
        scenario: s
        translations:
          zh: {}
        steps: [lift]
        """, """
        bad.yaml:3:7: error: 'translations.zh' must give 'scenario', 'description' or both
          zh: {}
              ^
        """),
        ("a blank translated name", """
        scenario: s
        translations:
          zh: { scenario: " " }
        steps: [lift]
        """, """
        bad.yaml:3:19: error: 'scenario' must name the scenario
          zh: { scenario: " " }
                          ^
        """),
        ("translations that are not a mapping", """
        scenario: s
        translations: [zh]
        steps: [lift]
        """, """
        bad.yaml:2:15: error: expected a mapping for 'translations', found a sequence
        translations: [zh]
                      ^
        """),
    ])
    func refused(_ name: String, _ yaml: String, _ expected: String) {
        #expect(rendered(yaml) == expected, "\(name)")
    }
}
