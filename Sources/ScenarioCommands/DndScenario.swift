import ArgumentParser
import Foundation

/// The command line: argument parsing and printing only; ScenarioKit does the work.
public struct DndScenario: ParsableCommand {
    public init() {}

    /// The version `--version` prints.
    public static let version = "0.2.0"

    public static let configuration = CommandConfiguration(
        commandName: "dnd-scenario",
        abstract: "Replays drag-and-drop scenarios written in YAML against a headless model of UIKit drag and drop.",
        version: version,
        subcommands: [Run.self, Check.self, TraceCommand.self, Explore.self, WalkthroughCommand.self]
    )

    /// Runs the command, with a wrong command line exiting 2 as SCENARIOS.md §8 asks, not
    /// ArgumentParser's 64.
    public static func main() {
        var command: any ParsableCommand
        do {
            command = try parseAsRoot()
        } catch {
            if exitCode(for: error) == .validationFailure {
                FileHandle.standardError.write(Data((fullMessage(for: error) + "\n").utf8))
                Foundation.exit(2)
            }
            exit(withError: error)
        }
        do {
            try command.run()
        } catch let error as ValidationError {
            // Found while running (no such scenario, a report that cannot be written): the
            // message says what to do, and the only usage ArgumentParser could add here is
            // the root command's, which is no help.
            FileHandle.standardError.write(Data("Error: \(error.message)\n".utf8))
            Foundation.exit(2)
        } catch {
            exit(withError: error)
        }
    }
}
