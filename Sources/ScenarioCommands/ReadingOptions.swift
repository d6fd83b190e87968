import ArgumentParser
import ScenarioExecution
import ScenarioKit

/// How files are read, for every command that reads scenarios: the caps on what a file may
/// hold and expand to, as `ReadingLimits`.
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

    /// The limits given, as plain values.
    var limits: ReadingLimits {
        ReadingLimits(maxNodes: maxNodes, maxFragmentDepth: maxFragmentDepth, maxSubstitutedBytes: maxSubstitutedBytes, maxRepeatedErrors: maxRepeatedErrors)
    }

    /// The loader for this process (`ReadingLimits.loader`).
    var loader: ScenarioLoader { limits.loader }
}
