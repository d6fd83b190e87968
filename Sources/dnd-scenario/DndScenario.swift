import ArgumentParser
import Foundation

/// The command line: argument parsing and printing only; ScenarioKit does the work.
@main
struct DndScenario: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "dnd-scenario",
        abstract: "Replays drag-and-drop scenarios written in YAML against a headless model of UIKit drag and drop.",
        subcommands: [Run.self, Check.self, TraceCommand.self, Explore.self]
    )

    /// Runs the command, with a wrong command line exiting 2 as SCENARIOS.md §8 asks, not
    /// ArgumentParser's 64.
    static func main() {
        do {
            var command = try parseAsRoot()
            try command.run()
        } catch {
            if exitCode(for: error) == .validationFailure {
                FileHandle.standardError.write(Data((fullMessage(for: error) + "\n").utf8))
                Foundation.exit(2)
            }
            exit(withError: error)
        }
    }
}
