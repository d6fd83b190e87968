import ArgumentParser
import DragDropCore
import Foundation
import ScenarioExecution
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
        let suite = Loading.suite(try Loading.load([file], with: reading.loader), jobs: 1, reading: reading.limits)
        let scenarios = suite.scenarios
        let chosen: WorkerSuite.Entry
        if let scenario {
            guard let match = scenarios.first(where: { $0.name == scenario }) else {
                throw ValidationError("no scenario named '\(PrintableText.escaped(scenario))' in \(PrintableText.escaped(file)); it has: \(Self.names(scenarios))")
            }
            chosen = match
        } else {
            guard let only = scenarios.first, scenarios.count == 1 else {
                throw ValidationError("\(PrintableText.escaped(file)) holds \(scenarios.count) scenarios; name one with --scenario: \(Self.names(scenarios))")
            }
            chosen = only
        }
        // Goldens as `run` treats them, so both commands give a scenario the same verdict; in a
        // worker, so a crash still prints the trace up to it.
        let goldens = GoldenTrace(update: false, isCI: EnvironmentVariables.isCI)
        var summary = try Loading.starting { () throws(WorkerPool.StartError) in
            try suite.run([chosen], goldens: goldens, keepsTrace: true)
        }
        GoldenAnnouncement.write(&summary)
        suite.pool.shutDown()
        guard let result = summary.results.first else { throw ExitCode(1) }
        switch format {
        case .text:
            // Lined up for a reader, however long a role: the longest sets the column.
            let width = TraceEvent.roleWidth(of: result.trace)
            for line in steps ? result.traceWithSteps : result.trace.map({ $0.line(roleWidth: width) }) { print(line) }
        case .mermaid: print(SequenceDiagram(result: result).mermaid(), terminator: "")
        case .svg: print(SequenceDiagram(result: result).picture(title: result.name).svg())
        }
        guard result.status == .passed else {
            FileHandle.standardError.write(Data(summary.humanReport(colour: false).utf8))
            throw ExitCode(1)
        }
    }

    /// The scenarios' names, quoted and escaped, for an error that lists them.
    static func names(_ scenarios: [WorkerSuite.Entry]) -> String {
        scenarios.map { "'\(PrintableText.escaped($0.name))'" }.joined(separator: ", ")
    }
}

/// How `trace` prints: the trace's lines, or its sequence diagram as Mermaid or SVG.
enum TraceFormat: String, CaseIterable, ExpressibleByArgument {
    case text, mermaid, svg
}
