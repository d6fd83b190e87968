import Foundation
import ScenarioKit
import ScenarioTestSupport
import Testing

/// The JUnit report read by a real consumer, Python's `junitparser`, as CI plugins read it:
/// its recount of every suite must agree with the counts the report declares.
@Suite("JUnit read by junitparser")
struct JUnitParserTests {
    /// Prints, as JSON, each suite's declared counts and junitparser's recount, and each case
    /// as junitparser sees it. Exit 3 when junitparser is missing.
    static let script = #"""
    import json, sys
    try:
        from junitparser import JUnitXml
    except ImportError as error:
        print("junitparser cannot be imported: %s" % error, file=sys.stderr)
        sys.exit(3)
    xml = JUnitXml.fromfile(sys.argv[1])
    declared = [xml.tests, xml.failures, xml.errors]
    suites = []
    for suite in xml:
        entry = {"name": suite.name, "declared": [suite.tests, suite.failures, suite.errors, suite.skipped]}
        suite.update_statistics()
        entry["recounted"] = [suite.tests, suite.failures, suite.errors, suite.skipped]
        entry["cases"] = [{
            "name": case.name, "classname": case.classname, "time": case.time,
            "file": case._elem.get("file"), "line": case._elem.get("line"),
            "results": [type(result).__name__ for result in case.result],
            "messages": [result.message for result in case.result],
            "texts": [result.text for result in case.result],
            "out": case.system_out or "",
        } for case in suite]
        suites.append(entry)
    xml.update_statistics()
    print(json.dumps({"declared": declared, "recounted": [xml.tests, xml.failures, xml.errors], "suites": suites}))
    """#

    struct Parsed: Decodable {
        struct Suite: Decodable {
            var name: String
            var declared: [Int]
            var recounted: [Int]
            var cases: [Case]
        }

        struct Case: Decodable {
            var name: String
            var classname: String
            var time: Double
            var file: String?
            var line: String?
            var results: [String]
            var messages: [String?]
            var texts: [String?]
            var out: String
        }

        var declared: [Int]
        var recounted: [Int]
        var suites: [Suite]
    }

    /// The report of a real run parsed by junitparser.
    static func parse(_ report: String) throws -> Parsed {
        let python = try ExternalTool(["python3"], install: "install Python 3 and `python3 -m pip install junitparser`")
        let folder = try freshFolder(["report.xml": report, "read.py": script])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let output = try python.run([folder + "/read.py", folder + "/report.xml"], timeout: 60)
        guard output.status == 0 else {
            throw ExternalTool.Failure(description: "junitparser could not read the report (exit \(output.status)): \(output.standardError)"
                + (output.status == 3 ? "; install it with `python3 -m pip install junitparser` (.ci/run does)" : ""))
        }
        return try JSONDecoder().decode(Parsed.self, from: Data(output.standardOutput.utf8))
    }

    @Test("junitparser's recount of a real run agrees with the report, suite by suite")
    func recount() throws {
        let (folder, summary) = try RealRunReportTests.run()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let parsed = try Self.parse(summary.junitReport())
        #expect(parsed.declared == [3, 1, 1])
        #expect(parsed.recounted == parsed.declared)
        #expect(parsed.suites.map(\.declared) == [[2, 1, 0, 0], [1, 0, 1, 0]])
        #expect(parsed.suites.map(\.recounted) == parsed.suites.map(\.declared))
        let cases = parsed.suites.flatMap(\.cases)
        #expect(cases.map(\.results) == [[], ["Failure"], ["Error"]])
        #expect(cases.map(\.file) == [folder + "/a.yaml", folder + "/a.yaml", folder + "/sub/b.yml"])
        #expect(cases.map(\.line) == ["1", "9", "1"])
        #expect(cases.allSatisfy { $0.time >= 0 && $0.time < 60 })
        #expect(cases.map(\.classname).allSatisfy { !$0.contains("/") && !$0.hasSuffix(".yaml") && !$0.hasSuffix(".yml") })
        #expect(cases[1].messages == ["images differ"])
        #expect(cases[2].texts.first??.contains("invalid-step: lift: finger 1 is not touching anything") == true)
        #expect(cases[0].out.contains("collection.dataSource  moveItemAt [0,0] to [0,1]"))
    }

    @Test("a scenario with two failed expectations is one failure holding both, for junitparser too")
    func oneFailurePerCase() throws {
        let summary = runYAML("""
        scenario: two wrong expectations
        given:
          images: [https://img.example/a.jpg]
        expect:
          images: [b.jpg]
          placeholders: 1
        """)
        let parsed = try Self.parse(summary.junitReport())
        #expect(parsed.recounted == [1, 1, 0])
        #expect(parsed.declared == parsed.recounted)
        let only = try #require(parsed.suites.first?.cases.first)
        #expect(only.results == ["Failure"])
        #expect(only.messages == ["2 failures; first: images differ"])
        let text = try #require(only.texts.first ?? nil)
        #expect(text.contains("s.yaml:5:3: error: images differ"))
        #expect(text.contains("s.yaml:6:3: error: placeholders: expected 1, found 0"))
    }
}
