import ArgumentParser
import ScenarioExecution
import ScenarioKit

/// How files are read, for every command that reads scenarios: the caps on what a file may
/// hold and expand to.
struct ReadingOptions: ParsableArguments {
    @Option(help: "The most YAML nodes one file may hold, aliases expanded, and the most its fragments and example rows may expand to (default: 100000, or the file's size in bytes if larger).")
    var maxNodes: Int?

    @Option(help: "The most fragments used inside fragments may nest (default: 64).")
    var maxFragmentDepth: Int?

    @Option(help: "The most bytes of text parameters substituted into text may make in one file (default: 16777216).")
    var maxSubstitutedBytes: Int?

    @Option(help: "The most times one problem is reported, however many uses or rows repeat it (default: 3).")
    var maxRepeatedErrors: Int?

    func validate() throws {
        for (flag, value) in [("--max-nodes", maxNodes), ("--max-fragment-depth", maxFragmentDepth), ("--max-substituted-bytes", maxSubstitutedBytes), ("--max-repeated-errors", maxRepeatedErrors)] {
            if let value, value < 1 { throw ValidationError("\(flag) takes a positive number, found \(value)") }
        }
    }

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

    /// The options again, for a worker process, which must read files as its parent did.
    var arguments: [String] {
        [("--max-nodes", maxNodes), ("--max-fragment-depth", maxFragmentDepth), ("--max-substituted-bytes", maxSubstitutedBytes), ("--max-repeated-errors", maxRepeatedErrors)]
            .flatMap { flag, value in value.map { [flag, "\($0)"] } ?? [] }
    }
}

extension ReadingOptions {
    /// Every limit unset, as ArgumentParser reads a command line that gives none; for a
    /// command line read by hand (`PlainCommandLine`).
    static var unset: ReadingOptions {
        var options = ReadingOptions()
        options.maxNodes = nil
        options.maxFragmentDepth = nil
        options.maxSubstitutedBytes = nil
        options.maxRepeatedErrors = nil
        return options
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
