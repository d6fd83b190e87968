import ArgumentParser
import DragDropCore
import Foundation
import ScenarioAppKit
import ScenarioExecution
import ScenarioKit

/// The command line: argument parsing and printing only; ScenarioKit does the work.
public struct DndScenario: ParsableCommand {
    public init() {}

    /// The version `--version` prints.
    public static let version = "0.2.0"

    public static let configuration = CommandConfiguration(
        commandName: executableName,
        abstract: "Replays drag-and-drop scenarios written in YAML against a headless model of UIKit drag and drop.",
        version: version,
        subcommands: [Run.self, Check.self, TraceCommand.self, Explore.self, Merge.self, WalkthroughCommand.self, StudioCommand.self, ShowReport.self, SchemaCommand.self, Worker.self]
    )

    /// The name this command was started by (`todo-scenario`, for a package's own command
    /// line), so that its usage and help name it; `dnd-scenario` when it cannot tell.
    static let executableName: String = {
        let name = CommandLine.arguments.first.map { String($0.split(separator: "/").last ?? "") } ?? ""
        return name.isEmpty ? "dnd-scenario" : PrintableText.escaped(name)
    }()

    /// The apps `app: NAME` may pick in this run: `main(apps:)` sets them for the whole run,
    /// so a package's own executable registers its app and every command — and a worker
    /// process, which is the same executable started again — sees the same apps.
    @TaskLocal static var apps = AppRegistry([])

    /// The server `studio` starts, if this command line has one (`main(apps:studio:)`).
    @TaskLocal static var studio: (any StudioServing.Type)?

    /// Runs the command line with `apps` registered: `DndScenario.main(apps: AppRegistry(ToDoApp.self))`
    /// for a package's own app, or `.shipped` (GalleryCore) for the gallery, board and canvas,
    /// which a command links only when it names them. `studio: Studio.self` (ScenarioStudio)
    /// gives the `studio` command its server, likewise linked only when named.
    public static func main(apps: AppRegistry, studio: (any StudioServing.Type)? = nil) {
        $apps.withValue(apps) {
            $studio.withValue(studio) { runCommandLine() }
        }
    }

    /// Runs the command, with a wrong command line exiting 2 as README.md's command line says, not
    /// ArgumentParser's 64.
    private static func runCommandLine() {
        if let plain = PlainCommandLine(Array(CommandLine.arguments.dropFirst())) {
            return perform(isWorker: plain.isWorker) { try plain.run() }
        }
        var command: any ParsableCommand
        do {
            command = try parsedCommand()
        } catch {
            if exitCode(for: error) == .validationFailure {
                FileHandle.standardError.write(Data((fullMessage(for: error) + "\n").utf8))
                Foundation.exit(2)
            }
            exit(withError: error)
        }
        perform(isWorker: command is Worker) { try command.run() }
    }

    /// Runs a command read from the command line; the exit status it throws, or its error,
    /// ends the process.
    private static func perform(isWorker: Bool, _ body: () throws -> Void) {
        // A worker is stopped by the command that started it, never by a signal of its own.
        if !isWorker { Interruption.install() }
        do {
            try body()
        } catch let code as ExitCode {
            // Every command ends by throwing its exit code; ArgumentParser's `exit(withError:)`
            // builds the whole help text to find that it prints nothing, a third of a
            // one-file run.
            Foundation.exit(code.rawValue)
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

    /// The command the arguments name, when they are not a worker's or paths alone
    /// (`PlainCommandLine`). A first word that names no command is refused here, whatever
    /// follows: the parser would print the root's help for `stduio --help` and exit 0, as if
    /// the command existed.
    private static func parsedCommand() throws -> any ParsableCommand {
        let arguments = Array(CommandLine.arguments.dropFirst())
        if let first = arguments.first, !first.hasPrefix("-"), first != "help" {
            var names: [String] = []
            var shown: [String] = []
            for command in configuration.subcommands {
                let commandConfiguration = command.configuration
                guard let name = commandConfiguration.commandName else { continue }
                names.append(name)
                if commandConfiguration.shouldDisplay { shown.append(name) }
            }
            guard names.contains(first) else {
                throw ValidationError("unknown command '\(PrintableText.escaped(first))'\(Suggestion.closest(to: first, in: shown).map { " (did you mean '\($0)'?)" } ?? ""); the commands are \(shown.joined(separator: ", "))")
            }
        }
        return try parseAsRoot()
    }
}
