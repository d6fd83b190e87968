import ScenarioAppKit

/// The scenario a recording starts from when no file is opened: the app, a `given` to drag
/// in, and no steps yet. The shipped apps get a few items each; an app of your own gets an
/// empty `given` to fill in.
enum StudioTemplate {
    static func text(forApp app: String, apps: AppRegistry) -> String {
        let name = apps.app(named: app) == nil ? (apps.defaultApp ?? apps.names.first ?? app) : app
        return "scenario: A new scenario\napp: \(name)\n" + given(name) + "steps: []\n"
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
