import Foundation
import ScenarioKit
import ScenarioTestSupport
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
        #expect(Set(reports.map { Self.withoutTimes($0.standardOutput) }).count == 1)
    }

    /// The report without its wall times (JSON `duration`, JUnit `time`), the one thing that
    /// differs between any two runs.
    static func withoutTimes(_ report: String) -> String {
        report.replacingOccurrences(of: #""duration": [0-9.]+"#, with: "", options: .regularExpression)
            .replacingOccurrences(of: #"time="[0-9.]+""#, with: "", options: .regularExpression)
    }

    @Test("scenarios run beside crashing ones give the results they give alone")
    func crashLeavesOthers() throws {
        let quirks = PackagePaths.scenarios + "/regression/quirks.yaml"
        let all = try BuiltCommand.run(["run", quirks, "--jobs", "1", "--format", "json"], environment: ["CI": "true"])
        let corrected = try BuiltCommand.run(["run", quirks, "--jobs", "1", "--format", "json", "--filter", "[variant: corrected]"], environment: ["CI": "true"])
        #expect(all.status == 0 && corrected.status == 0)
        // A scenario's position among those selected differs between the two runs by design.
        let lines = { (text: String) in
            Self.withoutTimes(text).replacingOccurrences(of: #""position": [0-9]+"#, with: "", options: .regularExpression)
                .split(separator: "\n").filter { $0.contains("[variant: corrected]") }
        }
        #expect(lines(all.standardOutput) == lines(corrected.standardOutput))
        #expect(lines(all.standardOutput).count >= 6)
    }

    @Test("--jobs takes a number of workers, 1 or more")
    func badJobs() throws {
        let output = try BuiltCommand.run(["run", PackagePaths.scenarios, "--jobs", "0"])
        #expect(output.status == 2)
        #expect(output.standardError.contains("--jobs takes a number of workers, 1 or more, found 0"))
    }
}
