import ScenarioKit
import ScenarioTesting
import Testing

/// Ordinary UIKit view-controller code (UIKitCode/), compiled with only its import swapped,
/// runs in scenarios: a table view controller reordering rows, a collection view controller
/// in sections, one reordered by a long press of its own, a view controller whose image view
/// takes drops.
@Suite("UIKit view controllers under UIKit names")
struct UIKitCodeTests {
    @Test("each scenario passes", arguments: ScenarioCase.all(in: "Tests/UIKitNamesTests/UIKitCodeScenarios", apps: AppRegistry(GroceriesApp.self, LettersApp.self, PaletteApp.self, PosterApp.self)))
    func scenario(_ scenario: ScenarioCase) {
        scenario.check()
    }
}
