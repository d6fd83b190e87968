import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import ScenarioKit
import Testing
import YAMLReader

/// The counts of the JUnit report, each from its own status: CI dashboards read them, not
/// the test cases.
@Suite("JUnit counts")
struct JUnitCountTests {
    /// a.yaml: 1 passed, 2 failed; b.yaml: 1 passed, 3 errors — every count different.
    static let summary: RunSummary = {
        func result(_ file: String, _ name: String, _ status: ScenarioResult.Status) -> ScenarioResult {
            let failures = status == .passed ? [] : [ScenarioFailure(location: SourceLocation(file: file, line: 1, column: 1), message: name)]
            return ScenarioResult(file: file, name: name, status: status, failures: failures)
        }
        return RunSummary(results: [
            result("a.yaml", "a1", .passed), result("a.yaml", "a2", .failed), result("a.yaml", "a3", .failed),
            result("b.yaml", "b1", .error), result("b.yaml", "b2", .passed), result("b.yaml", "b3", .error), result("b.yaml", "b4", .error),
        ])
    }()

    /// The attributes of every element named `name`, in document order.
    static func attributes(of name: String) throws -> [[String: String]] {
        let reader = JUnitReader()
        let parser = XMLParser(data: Data(summary.junitReport().utf8))
        parser.delegate = reader
        #expect(parser.parse())
        return reader.elements.filter { $0.name == name }.map(\.attributes)
    }

    @Test("testsuites counts every scenario as a test, failed ones as failures and stopped ones as errors")
    func totals() throws {
        let totals = try Self.attributes(of: "testsuites")
        #expect(totals.map { $0["tests"] } == ["7"])
        #expect(totals.map { $0["failures"] } == ["2"])
        #expect(totals.map { $0["errors"] } == ["3"])
    }

    @Test("each file's testsuite counts only its own scenarios")
    func perFile() throws {
        let suites = try Self.attributes(of: "testsuite")
        #expect(suites.map { $0["name"] } == ["a.yaml", "b.yaml"])
        #expect(suites.map { $0["tests"] } == ["3", "4"])
        #expect(suites.map { $0["failures"] } == ["2", "0"])
        #expect(suites.map { $0["errors"] } == ["0", "3"])
    }

    @Test("a failed scenario's testcase holds failure elements, a stopped one's an error element, a passed one's none")
    func elements() throws {
        #expect(try Self.attributes(of: "testcase").count == 7)
        #expect(try Self.attributes(of: "failure").map { $0["message"] } == ["a2", "a3"])
        #expect(try Self.attributes(of: "error").map { $0["message"] } == ["b1", "b3", "b4"])
    }
}
