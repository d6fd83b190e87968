import Foundation
import ScenarioKit
import ScenarioTestSupport
import Testing

/// `--output` and `--emit` never replace an input of the same run — the scenario being run or
/// a golden it reads — nor anything that is not a regular file; the refusal comes before
/// anything runs, exit 2, and the input is left as it was.
@Suite("Outputs never clobber inputs")
struct OutputClobberTests {
    static let scenario = """
    scenario: board move with a golden
    app: board
    given: { sections: [[a, b]] }
    steps:
      - reorder: { from: 0, to: 1 }
    expect:
      sections: [[b, a]]
      trace: { golden: s.trace }
    """

    static let race = """
    scenario: race
    given:
      images: []
    \(ScenarioText.safari("sunrise", .url(after: "300ms"), .image(after: "100ms")))
    \(ScenarioText.drag(from: "source: safari, item: sunrise", to: "empty: true"))
    expect:
      images: [sunrise.jpg]
    """

    func folder() throws -> String {
        try freshFolder(["s.yaml": Self.scenario, "s.trace": "golden\n", "race.yaml": Self.race])
    }

    @Test("run --output naming the scenario being run is refused and the scenario is untouched")
    func outputOverScenario() throws {
        let folder = try folder()
        let output = try BuiltCommand.run(["run", folder + "/s.yaml", "--format", "json", "--output", folder + "/s.yaml"])
        #expect(output.status == 2)
        #expect(output.standardError == "Error: --output \(folder)/s.yaml is the scenario file \(folder)/s.yaml, which this command reads; choose another file\n")
        #expect(try String(contentsOfFile: folder + "/s.yaml", encoding: .utf8) == Self.scenario)
    }

    @Test("run --output naming a golden of the run, through another spelling, is refused")
    func outputOverGolden() throws {
        let folder = try folder()
        let output = try BuiltCommand.run(["run", folder + "/s.yaml", "--output", folder + "/./s.trace"])
        #expect(output.status == 2)
        #expect(output.standardError == "Error: --output \(folder)/./s.trace is the golden trace 's.trace' of \(folder)/s.yaml; choose another file\n")
        #expect(try String(contentsOfFile: folder + "/s.trace", encoding: .utf8) == "golden\n")
    }

    @Test("run --output naming a device is refused")
    func outputOverDevice() throws {
        let folder = try folder()
        let output = try BuiltCommand.run(["run", folder + "/race.yaml", "--output", "/dev/null"])
        #expect(output.status == 2)
        #expect(output.standardError == "Error: --output /dev/null is not a regular file; leave out --output to print to standard output\n")
    }

    @Test("run --output writes the report atomically over an old report, leaving no temporary file")
    func outputReplacesOldReport() throws {
        let folder = try folder()
        try Data("old report\n".utf8).write(to: URL(fileURLWithPath: folder + "/report.json"))
        let output = try BuiltCommand.run(["run", folder + "/race.yaml", "--format", "json", "--output", folder + "/report.json"])
        #expect(output.status == 0)
        let report = try String(contentsOfFile: folder + "/report.json", encoding: .utf8)
        #expect(report.hasPrefix("{"))
        let names = try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
        #expect(names == ["race.yaml", "report.json", "s.trace", "s.yaml"])
    }

    @Test("run --output that cannot be written says so in plain words, and the report still prints")
    func outputUnwritable() throws {
        let folder = try folder()
        // A folder no one, root included, may create a file in.
        let target = "/proc/dnd-scenario-report.json"
        let output = try BuiltCommand.run(["run", folder + "/race.yaml", "--format", "json", "--output", target])
        #expect(output.status == 2)
        #expect(output.standardError.hasPrefix("Error: cannot write the report to \(target): "), "\(output.standardError)")
        #expect(output.standardOutput.hasSuffix("1 passed, 0 failed\n"))
    }

    @Test("explore --emit naming the scenario being explored is refused and the scenario is untouched")
    func emitOverScenario() throws {
        let folder = try folder()
        let output = try BuiltCommand.run(["explore", folder + "/race.yaml", "--emit", folder + "/race.yaml"])
        #expect(output.status == 2)
        #expect(output.standardError == "Error: --emit \(folder)/race.yaml is the scenario file \(folder)/race.yaml, which this command reads; choose another file\n")
        #expect(try String(contentsOfFile: folder + "/race.yaml", encoding: .utf8) == Self.race)
    }

    @Test("explore --emit writes the failing order beside the scenario")
    func emitWrites() throws {
        let folder = try folder()
        let output = try BuiltCommand.run(["explore", folder + "/race.yaml", "--emit", folder + "/emitted.yaml"])
        #expect(output.status == 1)
        #expect(output.standardOutput.contains("wrote the failing order to \(folder)/emitted.yaml"))
        #expect(FileManager.default.fileExists(atPath: folder + "/emitted.yaml"))
    }
}
