@testable import ScenarioKit
import Testing

@Suite("The targets each step takes")
struct StepTargetUseTests {
    @Test("a use allows exactly the kinds of target it lists", arguments: StepTarget.Use.allCases)
    func allowsWhatItLists(_ use: StepTarget.Use) {
        for key in StepTarget.Key.allCases {
            #expect(use.allows(key) == use.allowed.contains(key), "\(use) \(key)")
        }
    }
}
