import ScenarioXCTest
import ToDo
import XCTest

/// The same scenarios from XCTest, in one call.
final class ToDoXCTests: XCTestCase {
    func testScenarios() {
        checkScenarios(in: "Scenarios/todo", apps: .todo)
    }
}
