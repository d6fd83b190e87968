import ScenarioExecution
import ScenarioKit

/// How files are read, as plain values: the caps `ReadingOptions` parses, which a worker is
/// given on its command line (`arguments`) and reads back by hand (`PlainCommandLine`), with
/// none of ArgumentParser's declarations made.
struct ReadingLimits: Equatable {
    var maxNodes: Int?
    var maxFragmentDepth: Int?
    var maxSubstitutedBytes: Int?
    var maxRepeatedErrors: Int?

    /// The loader for this process: an app that traps reading a `given` here stops the
    /// command with the trap's location (`GivenTrapNotice`).
    var loader: ScenarioLoader {
        var apps = DndScenario.apps
        apps.readingGiven = { location, app, read in GivenTrapNotice.reading(given: location, app: app, read) }
        return ScenarioLoader(apps: apps, maxNodes: maxNodes, expansion: expansion)
    }

    /// The loader for a worker process, whose death by a trap is what its parent looks for;
    /// a trap reading a `given` leaves its location for the parent to report.
    var workerLoader: ScenarioLoader {
        var apps = DndScenario.apps
        apps.readingGiven = { location, app, read in GivenTrapNotice.reading(given: location, app: app, inWorker: true, read) }
        return ScenarioLoader(apps: apps, maxNodes: maxNodes, expansion: expansion)
    }

    var expansion: ExpansionLimits {
        var limits = ExpansionLimits()
        if let maxFragmentDepth { limits.maxFragmentDepth = maxFragmentDepth }
        if let maxSubstitutedBytes { limits.maxSubstitutedBytes = maxSubstitutedBytes }
        if let maxRepeatedErrors { limits.maxRepeatedErrors = maxRepeatedErrors }
        return limits
    }

    /// The limits again, for a worker process, which must read files as its parent did.
    var arguments: [String] {
        [("--max-nodes", maxNodes), ("--max-fragment-depth", maxFragmentDepth), ("--max-substituted-bytes", maxSubstitutedBytes), ("--max-repeated-errors", maxRepeatedErrors)]
            .flatMap { flag, value in value.map { [flag, "\($0)"] } ?? [] }
    }

    /// Sets the limit `flag` names to `value`, as `arguments` writes it, for a worker's
    /// command line read by hand; false when `flag` names no limit or `value` is not a
    /// positive number, which ArgumentParser then reads and reports.
    mutating func set(_ flag: String, to value: String) -> Bool {
        guard let number = Int(value), number >= 1 else { return false }
        switch flag {
        case "--max-nodes": maxNodes = number
        case "--max-fragment-depth": maxFragmentDepth = number
        case "--max-substituted-bytes": maxSubstitutedBytes = number
        case "--max-repeated-errors": maxRepeatedErrors = number
        default: return false
        }
        return true
    }
}
