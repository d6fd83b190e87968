import ArgumentParser
import Foundation
import ScenarioExecution
import ScenarioKit

/// `dnd-scenario worker`: the process `run`, `check`, `trace` and `explore` start to decode
/// and run scenarios, speaking the worker protocol on standard input and output. Hidden: only
/// the command itself starts it.
struct Worker: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "worker",
        abstract: "Serve scenarios to the command that started this process (internal).",
        shouldDisplay: false
    )

    @OptionGroup var reading: ReadingOptions

    /// One replay for the studio (`StudioReplayService`) instead of the suite's protocol.
    @Flag(help: .hidden)
    var studioReplay = false

    /// The studio's process: the replay worker ends when it is gone.
    @Option(help: .hidden)
    var studioPid: Int32?

    /// The descriptor of the progress pipe the command reads when this process dies.
    @Option(help: .hidden)
    var progressDescriptor: Int32?

    func run() {
        Self.serve(reading: reading.limits, studioReplay: studioReplay, studioPid: studioPid, progress: progressDescriptor)
    }

    /// Serves the command (or the studio, `studioReplay`) that started this process, reading
    /// files within `reading`, then ends the process.
    static func serve(reading: ReadingLimits, studioReplay: Bool, studioPid: Int32?, progress: Int32?) -> Never {
        if studioReplay { StudioReplayService.serve(apps: DndScenario.apps, studio: studioPid) }
        WorkerService.serve(loader: reading.workerLoader, progress: progress)
    }
}
