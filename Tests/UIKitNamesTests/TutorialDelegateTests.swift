import ScenarioKit
import ScenarioTesting
import Testing

/// The tutorial's controller, written with UIKit's names (the shipped gallery's), run as an app
/// of one's own through ScenarioTesting, reproduces the tutorial's drops and its lost drop.
@Suite("The tutorial's delegate under UIKit names")
struct TutorialDelegateTests {
    @Test("each scenario passes", arguments: ScenarioCase.all(in: "Tests/UIKitNamesTests/Scenarios", apps: AppRegistry(TutorialGalleryApp.self)))
    func scenario(_ scenario: ScenarioCase) {
        scenario.check()
    }
}
