import ScenarioKit
import ScenarioTesting
import Testing

/// The tutorial's drop delegate, written with UIKit's names, compiles against the engine and
/// behaves as the shipped gallery's tutorial variant does.
@Suite("The tutorial's delegate under UIKit names")
struct TutorialDelegateTests {
    @Test("each scenario passes", arguments: ScenarioCase.all(in: "Tests/UIKitNamesTests/Scenarios", apps: AppRegistry(TutorialGalleryApp.self)))
    func scenario(_ scenario: ScenarioCase) {
        scenario.check()
    }
}
