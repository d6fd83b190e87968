import ScenarioKit
import ScenarioTestSupport
import ScenarioXCTest
import XCTest

/// XCTest's way in: one call runs a folder; each problem is a failure at its YAML line.
final class XCTestScenarioTests: XCTestCase {
    /// The failures `checkScenarios` recorded, instead of failing this test with them.
    private var recorded: [(file: String, line: Int, description: String)] = []
    private var capturing = false

    #if !canImport(Darwin)
    override func recordFailure(withDescription description: String, inFile filePath: String, atLine lineNumber: Int, expected: Bool) {
        if capturing {
            recorded.append((filePath, lineNumber, description))
        } else {
            super.recordFailure(withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected)
        }
    }

    func testAFolderOfPassingScenariosRecordsNothing() {
        capturing = true
        checkScenarios(in: "Tests/ScenarioTestingTests/Scenarios", apps: notesApps)
        capturing = false
        XCTAssertEqual(recorded.map(\.description), [])
    }

    func testAFailingScenarioIsRecordedAtItsLine() throws {
        let path = try freshFolder(["wrong.yaml": "scenario: wrong\nexpect:\n  state: { notes: [eggs] }\n"]) + "/wrong.yaml"
        capturing = true
        checkScenarios(in: path, apps: notesApps)
        capturing = false
        XCTAssertEqual(recorded.map(\.file), [path])
        XCTAssertEqual(recorded.map(\.line), [3])
        XCTAssertEqual(recorded.first?.description, "wrong.yaml: wrong: state.notes differs\n    - eggs")
    }
    #endif
}
