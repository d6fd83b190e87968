import GalleryCore
import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import ScenarioKit
import ScenarioTestSupport
import Testing

/// The JSON and JUnit reports of a real run over files on disk, parsed back as CI tools parse them.
@Suite("Reports from real runs")
struct RealRunReportTests {
    /// A passing and a failing scenario in one file, a scenario stopped by an error in another.
    static func run() throws -> (folder: String, summary: RunSummary) {
        let folder = try freshFolder([
            "a.yaml": """
            scenario: moves a after b
            \(ScenarioText.correctedReorder("a.jpg", "b.jpg"))
            expect:
              images: [b.jpg, a.jpg]
            ---
            scenario: expects the wrong order
            \(ScenarioText.correctedReorder("a.jpg", "b.jpg"))
            expect:
              placeholders: 0
              images: [a.jpg, b.jpg]
            """,
            "sub/b.yml": """
            scenario: drops <nothing> & "stops"
            steps:
              - lift
            """,
        ])
        let loaded = ScenarioLoader(apps: .shipped).load([folder])
        #expect(loaded.renderedDiagnostics() == [])
        return (folder, loaded.run(with: ScenarioRunner(goldens: GoldenTrace(update: false, isCI: true))))
    }

    @Test("the JSON report parses back with the counts, every scenario and each failure's place")
    func json() throws {
        let (folder, summary) = try Self.run()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let object = try #require(try JSONSerialization.jsonObject(with: Data(summary.jsonReport().utf8)) as? [String: Any])
        #expect(object.keys.sorted() == ["crashed", "errors", "failed", "passed", "paths", "scenarios", "selected", "shard", "suite"])
        #expect(object["crashed"] as? Int == 0)
        #expect(object["passed"] as? Int == 1)
        #expect(object["failed"] as? Int == 1)
        #expect(object["errors"] as? Int == 1)
        let scenarios = try #require(object["scenarios"] as? [[String: Any]])
        let keys = ["duration", "failures", "file", "line", "name", "pictures", "position", "settle", "status", "steps", "tags", "trace"]
        #expect(scenarios.map { $0.keys.sorted() } == Array(repeating: keys, count: 3))
        #expect(scenarios.map { $0["position"] as? Int } == [0, 1, 2])
        #expect(scenarios.map { $0["line"] as? Int } == [1, 9, 1])
        // Wall time: only its shape can be checked.
        #expect(scenarios.allSatisfy { ($0["duration"] as? Double).map { $0 >= 0 && $0 < 60 } ?? false })
        #expect(scenarios.map { $0["file"] as? String } == [folder + "/a.yaml", folder + "/a.yaml", folder + "/sub/b.yml"])
        #expect(scenarios.map { $0["name"] as? String } == ["moves a after b", "expects the wrong order", "drops <nothing> & \"stops\""])
        #expect(scenarios.map { $0["status"] as? String } == ["passed", "failed", "error"])
        let failures = scenarios.map { ($0["failures"] as? [[String: Any]]) ?? [] }
        #expect(failures.map(\.count) == [0, 1, 1])
        #expect(failures[1].first?["message"] as? String == "images differ\n- a.jpg\n  b.jpg\n+ a.jpg")
        #expect(failures[1].first?["line"] as? Int == 16)
        #expect(failures[1].first?["column"] as? Int == 3)
        #expect(failures[2].first?["message"] as? String == "invalid-step: lift: finger 1 is not touching anything (touch first)")
        #expect(failures[2].first?["line"] as? Int == 3)
        #expect(failures[2].first?["column"] as? Int == 5)
    }

    @Test("the JUnit report parses back: a suite per file, a case per scenario, a failure or an error each")
    func junit() throws {
        let (folder, summary) = try Self.run()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let reader = JUnitReader()
        let parser = XMLParser(data: Data(summary.junitReport().utf8))
        parser.delegate = reader
        #expect(parser.parse(), "\(parser.parserError.map { "\($0)" } ?? "")")
        #expect(reader.elements.map(\.name) == [
            "testsuites",
            "testsuite", "testcase", "system-out", "testcase", "failure", "system-out",
            "testsuite", "testcase", "error", "system-out",
        ])
        let root = try #require(reader.elements.first?.attributes)
        #expect([root["tests"], root["failures"], root["errors"]] == ["3", "1", "1"])
        let suites = reader.elements.filter { $0.name == "testsuite" }.map(\.attributes)
        #expect(suites.map { $0["name"] } == [folder + "/a.yaml", folder + "/sub/b.yml"])
        #expect(suites.map { [$0["tests"], $0["failures"], $0["errors"]] } == [["2", "1", "0"], ["1", "0", "1"]])
        let cases = reader.elements.filter { $0.name == "testcase" }.map(\.attributes)
        #expect(cases.map { $0["name"] } == ["moves a after b", "expects the wrong order", "drops <nothing> & \"stops\""])
        let dotted = folder.split(separator: "/").joined(separator: ".")
        #expect(cases.map { $0["classname"] } == [dotted + ".a", dotted + ".a", dotted + ".sub.b"])
        #expect(cases.map { $0["file"] } == [folder + "/a.yaml", folder + "/a.yaml", folder + "/sub/b.yml"])
        #expect(cases.map { $0["line"] } == ["1", "9", "1"])
        #expect(cases.allSatisfy { $0["time"].flatMap(Double.init).map { $0 >= 0 && $0 < 60 } ?? false })
        let failure = try #require(reader.elements.first { $0.name == "failure" }?.attributes)
        #expect(failure["message"] == "images differ")
        let error = try #require(reader.elements.first { $0.name == "error" }?.attributes)
        #expect(error["message"] == "invalid-step: lift: finger 1 is not touching anything (touch first)")
        #expect(reader.text.contains("\(folder)/a.yaml:16:3: error: images differ\n    - a.jpg\n      b.jpg\n    + a.jpg"))
        #expect(reader.text.contains("\(folder)/sub/b.yml:3:5: error: invalid-step: lift: finger 1 is not touching anything (touch first)"))
    }

    @Test("the human report of the same run names each file and ends with the counts")
    func human() throws {
        let (folder, summary) = try Self.run()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        #expect(summary.humanReport() == """
        ✓ moves a after b  \(folder)/a.yaml
        ✗ expects the wrong order  \(folder)/a.yaml
          \(folder)/a.yaml:16:3: error: images differ
              - a.jpg
                b.jpg
              + a.jpg
        ✗ drops <nothing> & "stops"  \(folder)/sub/b.yml
          \(folder)/sub/b.yml:3:5: error: invalid-step: lift: finger 1 is not touching anything (touch first)

        1 passed, 1 failed, 1 error

        """)
    }
}
