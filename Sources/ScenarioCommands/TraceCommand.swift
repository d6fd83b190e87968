import ArgumentParser
import Foundation
import ScenarioKit

/// `dnd-scenario trace FILE [--scenario NAME] [--format text|mermaid|svg]`: prints the trace
/// of one scenario, as lines or as a sequence diagram.
struct TraceCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "trace",
        abstract: "Replay one scenario and print its trace.",
        discussion: "Exits 0 when the scenario passes, 1 when it fails or stops with an error (its failures go to standard error), 2 for invalid input."
    )

    @Argument(help: "A scenario file.")
    var file: String

    @Option(help: "The scenario to trace, when the file holds several.")
    var scenario: String?

    @Option(help: "text (one line per event), mermaid (a sequence diagram for Markdown) or svg (the diagram drawn).")
    var format: TraceFormat = .text

    @Flag(help: "Show each step's line and text (# FILE:LINE  STEP) before the callbacks it caused.")
    var steps = false

    @OptionGroup var reading: ReadingOptions

    func run() throws {
        let loaded = try Loading.load([file], with: reading.loader)
        let scenarios = loaded.scenarios
        let chosen: (file: ScenarioFile, scenario: Scenario)
        if let scenario {
            guard let match = scenarios.first(where: { $0.scenario.name == scenario }) else {
                throw ValidationError("no scenario named '\(scenario)' in \(file); it has: \(scenarios.map { "'\($0.scenario.name)'" }.joined(separator: ", "))")
            }
            chosen = match
        } else {
            guard let only = scenarios.first, scenarios.count == 1 else {
                throw ValidationError("\(file) holds \(scenarios.count) scenarios; name one with --scenario: \(scenarios.map { "'\($0.scenario.name)'" }.joined(separator: ", "))")
            }
            chosen = only
        }
        // Goldens as `run` treats them, so both commands give a scenario the same verdict.
        let runner = ScenarioRunner(goldens: GoldenTrace(update: false, isCI: GoldenTrace.isCI()), records: format != .text)
        let result = runner.run(chosen.scenario, file: chosen.file.path)
        let diagram = SequenceDiagram(trace: result.trace, recording: result.recording, labels: StepLabels(chosen.scenario))
        switch format {
        case .text: for line in steps ? result.traceWithSteps : result.trace.map(\.line) { print(line) }
        case .mermaid: print(diagram.mermaid(), terminator: "")
        case .svg: print(diagram.picture(title: chosen.scenario.name).svg())
        }
        GoldenAnnouncement.print(RunSummary(results: [result]))
        guard result.status == .passed else {
            let summary = RunSummary(results: [result])
            FileHandle.standardError.write(Data(summary.humanReport(colour: false).utf8))
            throw ExitCode(1)
        }
    }
}

/// How `trace` prints: the trace's lines, or its sequence diagram as Mermaid or SVG.
enum TraceFormat: String, CaseIterable, ExpressibleByArgument {
    case text, mermaid, svg
}
