import ScenarioAppKit

/// The scenario a recording starts from when no file is opened: a name no scenario of the
/// folder has yet, the app, a `given` to drag in, and no steps yet. The shipped apps get a
/// few items each; an app of your own gets an empty `given` to fill in.
///
/// The name is unique because a suite's names must be: a second recording named like the
/// first would make the whole folder invalid.
enum StudioTemplate {
    static func text(forApp app: String, apps: AppRegistry, taken: Set<String> = []) -> String {
        let name = apps.app(named: app) == nil ? (apps.defaultApp ?? apps.names.first ?? app) : app
        return "scenario: \(scenarioName(taken: taken))\napp: \(name)\n" + given(name) + "steps: []\n"
    }

    /// `A new scenario`, or `A new scenario 2`, 3, … : the first that is not `taken`.
    static func scenarioName(taken: Set<String>) -> String {
        let first = "A new scenario"
        guard taken.contains(first) else { return first }
        var number = 2
        while taken.contains("\(first) \(number)") { number += 1 }
        return "\(first) \(number)"
    }

    /// The names after `scenario:` in `text`, read line by line as written (quotes dropped):
    /// enough to tell a name taken, without decoding every file at every New scenario.
    static func names(in text: String) -> [String] {
        text.split(separator: "\n").compactMap { line in
            guard line.hasPrefix("scenario:") else { return nil }
            var name = line.dropFirst("scenario:".count).trimmingCharacters(in: .whitespaces)
            if name.count >= 2, let quote = name.first, quote == "\"" || quote == "'", name.last == quote {
                name = String(name.dropFirst().dropLast())
            }
            return name
        }
    }

    private static func given(_ app: String) -> String {
        switch app {
        case "gallery":
            """
            given:
              columns: 3
              images:
                - { url: "https://img.example/venice.jpg", aspect: 1.5 }
                - { url: "https://img.example/artika.jpg", aspect: 0.8 }
                - { url: "https://img.example/dawn.jpg", aspect: 1.0 }

            """
        case "board":
            """
            given:
              sections:
                - [Write, Review, Ship]
                - [Plan, Test]

            """
        case "canvas":
            """
            given:
              views:
                note:
                  drag:
                    - provides: { public.plain-text: Hello }
                inbox:
                  drop: { accepts: [public.plain-text], operation: copy, loads: public.plain-text }

            """
        default:
            "given: {}\n"
        }
    }
}
