import Foundation
import ScenarioKit
import Testing

/// `--jobs N` runs scenarios side by side and reports them in the same order, byte for byte
/// (issue 11): the shipped suites, in every report format, with 1, 2 and 5 workers.
@Suite("Suite workers")
struct JobsTests {
    @Test("run gives the same report with any number of workers", arguments: ReportFormat.allCases)
    func run(format: ReportFormat) throws {
        let reports = try [1, 2, 5].map { jobs in
            try BuiltCommand.run(["run", PackagePaths.scenarios, "--jobs", "\(jobs)", "--format", format.rawValue], environment: ["CI": "true"])
        }
        #expect(reports.map(\.status) == [0, 0, 0])
        #expect(reports.first?.standardOutput.isEmpty == false)
        #expect(Set(reports.map(\.standardOutput)).count == 1)
    }

    @Test("check gives the same output with any number of workers, problems included")
    func check() throws {
        let folder = try freshFolder([
            "a.yaml": "scenario: a\nsteps:\n  - lfit\n",
            "b/c.yml": "scenario: c\nsteps: [lift]\n---\nscenario: d\nexpect: { imags: [] }\n",
            "d.yaml": "scenario: ok\n",
        ])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let outputs = try [1, 3].map { try BuiltCommand.run(["check", folder, folder + "/missing.yaml", "--jobs", "\($0)"]) }
        #expect(outputs.map(\.status) == [2, 2])
        #expect(outputs[0].standardOutput == outputs[1].standardOutput)
        #expect(outputs[0].standardOutput.hasPrefix("\(folder)/missing.yaml: error: no such file or directory\n"))
        #expect(outputs[0].standardOutput.hasSuffix("checked 3 files, 4 scenarios: 3 errors\n"))
    }

    @Test("--jobs takes a number of workers, 1 or more")
    func badJobs() throws {
        let output = try BuiltCommand.run(["run", PackagePaths.scenarios, "--jobs", "0"])
        #expect(output.status == 2)
        #expect(output.standardError.contains("--jobs takes a number of workers, 1 or more, found 0"))
    }
}
