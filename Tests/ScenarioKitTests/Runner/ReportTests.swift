import DragDropCore
import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import ScenarioKit
import Testing
import YAMLReader

@Suite("Reports")
struct ReportTests {
    static let summary = RunSummary(results: [
        ScenarioResult(file: "Scenarios/a.yaml", name: "moves Venice", status: .passed, duration: .milliseconds(12)),
        ScenarioResult(file: "Scenarios/a.yaml", name: "trash refuses \"outside\" <images>", status: .failed, failures: [
            ScenarioFailure(location: SourceLocation(file: "Scenarios/a.yaml", line: 30, column: 5), message: "images differ", details: ["- b.jpg", "+ a.jpg"]),
            ScenarioFailure(location: SourceLocation(file: "Scenarios/a.yaml", line: 33, column: 5), message: "placeholders: expected 0, found 1"),
        ], trace: [TraceEvent(time: 0, role: "collection.drop", text: "performDrop [0,2] items=1")], line: 20, tags: ["trash", "quirk"], duration: .milliseconds(1500)),
        ScenarioResult(file: "Scenarios/b.yaml", name: "drop with no drag", status: .error, failures: [
            ScenarioFailure(location: SourceLocation(file: "Scenarios/b.yaml", line: 9, column: 5), message: "invalid-step: drop: finger 1 is not dragging (touch and lift first)"),
        ], line: 7),
    ])

    @Test("the human report has a line per scenario, failures in full, and the counts last")
    func human() {
        #expect(Self.summary.humanReport() == """
        ✓ moves Venice  Scenarios/a.yaml
        ✗ trash refuses "outside" <images>  Scenarios/a.yaml
          Scenarios/a.yaml:30:5: error: images differ
              - b.jpg
              + a.jpg
          Scenarios/a.yaml:33:5: error: placeholders: expected 0, found 1
        ✗ drop with no drag  Scenarios/b.yaml
          Scenarios/b.yaml:9:5: error: invalid-step: drop: finger 1 is not dragging (touch and lift first)

        1 passed, 1 failed, 1 error

        """)
    }

    @Test("the counts line leaves errors out when there are none")
    func countsLine() {
        #expect(RunSummary(results: [ScenarioResult(file: "f", name: "n", status: .failed)]).countsLine == "0 passed, 1 failed")
    }

    @Test("colour only when asked for")
    func colour() {
        #expect(!Self.summary.humanReport(colour: false).contains("\u{1B}["))
        #expect(Self.summary.humanReport(colour: true).contains("\u{1B}[31m✗"))
    }

    @Test("the JSON report parses back with the documented shape, tags and durations")
    func json() throws {
        let report = try JSONReportObject(Self.summary.jsonReport())
        #expect(report.counts == [1, 1, 1])
        #expect(report.statuses == ["passed", "failed", "error"])
        let scenarios = report.scenarios
        #expect(scenarios[1]["name"] as? String == "trash refuses \"outside\" <images>")
        #expect(scenarios[1]["file"] as? String == "Scenarios/a.yaml")
        #expect(scenarios[1]["line"] as? Int == 20)
        #expect(scenarios[1]["tags"] as? [String] == ["trash", "quirk"])
        #expect(scenarios[0]["tags"] as? [String] == [])
        #expect(scenarios.map { $0["duration"] as? Double } == [0.012, 1.5, 0])
        let failures = try #require(scenarios[1]["failures"] as? [[String: Any]])
        #expect(failures.count == 2)
        #expect(failures[0]["message"] as? String == "images differ\n- b.jpg\n+ a.jpg")
        #expect(failures[0]["line"] as? Int == 30)
        #expect(failures[0]["column"] as? Int == 5)
        #expect((scenarios[0]["failures"] as? [Any])?.isEmpty == true)
    }

    @Test("the JUnit report parses back: counts, one failure or error per case holding every message, place and time")
    func junit() throws {
        let xml = Self.summary.junitReport()
        let reader = JUnitReader()
        let parser = XMLParser(data: Data(xml.utf8))
        parser.delegate = reader
        #expect(parser.parse())
        let root = try #require(reader.elements.first)
        #expect(root.name == "testsuites")
        #expect([root.attributes["tests"], root.attributes["failures"], root.attributes["errors"], root.attributes["time"]] == ["3", "1", "1", "1.512000"])
        let suites = reader.elements.filter { $0.name == "testsuite" }
        #expect(suites.map { $0.attributes["name"] } == ["Scenarios/a.yaml", "Scenarios/b.yaml"])
        #expect(suites.map { $0.attributes["tests"] } == ["2", "1"])
        #expect(suites.map { $0.attributes["failures"] } == ["1", "0"])
        #expect(suites.map { $0.attributes["errors"] } == ["0", "1"])
        #expect(suites.map { $0.attributes["time"] } == ["1.512000", "0.000000"])
        let cases = reader.elements.filter { $0.name == "testcase" }.map(\.attributes)
        #expect(cases.map { $0["name"] } == ["moves Venice", "trash refuses \"outside\" <images>", "drop with no drag"])
        #expect(cases.map { $0["classname"] } == ["Scenarios.a", "Scenarios.a", "Scenarios.b"])
        #expect(cases.map { $0["file"] } == ["Scenarios/a.yaml", "Scenarios/a.yaml", "Scenarios/b.yaml"])
        #expect(cases.map { $0["line"] } == ["1", "20", "7"])
        #expect(cases.map { $0["time"] } == ["0.012000", "1.500000", "0.000000"])
        let failures = reader.elements.filter { $0.name == "failure" }.map(\.attributes)
        #expect(failures.map { $0["message"] } == ["2 failures; first: images differ"])
        let errors = reader.elements.filter { $0.name == "error" }.map(\.attributes)
        #expect(errors.map { $0["type"] } == ["invalid-step"])
        #expect(reader.text.contains("Scenarios/a.yaml:30:5: error: images differ\n    - b.jpg\n    + a.jpg\nScenarios/a.yaml:33:5: error: placeholders: expected 0, found 1"))
        #expect(reader.elements.filter { $0.name == "system-out" }.count == 1)
        #expect(reader.text.contains("    0ms  collection.drop  performDrop [0,2] items=1\n"))
    }

    @Test("a JUnit classname is the path without extension, folders joined by dots", arguments: [
        ("Scenarios/tutorial/02-move.yaml", "Scenarios.tutorial.02-move"),
        ("./a.yml", "a"),
        ("/tmp/x/b.yaml", "tmp.x.b"),
        ("noextension", "noextension"),
        (".hidden", ".hidden"),
    ])
    func className(path: String, expected: String) {
        #expect(RunSummary(results: [ScenarioResult(file: path, name: "n", status: .passed)]).junitReport().contains("classname=\"\(expected)\""))
    }

    @Test("an empty run is still a valid report")
    func empty() throws {
        let summary = RunSummary(results: [])
        #expect(summary.humanReport() == "\n0 passed, 0 failed\n")
        #expect(try JSONSerialization.jsonObject(with: Data(summary.jsonReport().utf8)) is [String: Any])
        #expect(XMLParser(data: Data(summary.junitReport().utf8)).parse())
    }
}

final class JUnitReader: NSObject, XMLParserDelegate {
    var elements: [(name: String, attributes: [String: String])] = []
    var text = ""

    func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName qName: String?, attributes attributeDict: [String: String] = [:]) {
        elements.append((elementName, attributeDict))
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        text += string
    }
}
