import ArgumentParser
import ScenarioExecution
import ScenarioKit

/// How files are read, for every command that reads scenarios: `--max-nodes`.
struct ReadingOptions: ParsableArguments {
    @Option(help: "The most YAML nodes one file may hold, aliases expanded (default: 100000, or the file's size in bytes if larger).")
    var maxNodes: Int?

    func validate() throws {
        if let maxNodes, maxNodes < 1 {
            throw ValidationError("--max-nodes takes a positive number, found \(maxNodes)")
        }
    }

    /// The loader for this process: an app that traps reading a `given` here stops the
    /// command with the trap's location (`GivenTrapNotice`).
    var loader: ScenarioLoader {
        var apps = DndScenario.apps
        apps.readingGiven = { location, app, read in GivenTrapNotice.reading(given: location, app: app, read) }
        return ScenarioLoader(apps: apps, maxNodes: maxNodes)
    }

    /// The loader for a worker process, whose death by a trap is what its parent looks for.
    var workerLoader: ScenarioLoader { ScenarioLoader(apps: DndScenario.apps, maxNodes: maxNodes) }

    /// The options again, for a worker process, which must read files as its parent did.
    var arguments: [String] { maxNodes.map { ["--max-nodes", "\($0)"] } ?? [] }
}
