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

    func run() {
        if studioReplay { StudioReplayService.serve(apps: DndScenario.apps, studio: studioPid) }
        WorkerService.serve(loader: reading.workerLoader)
    }
}

extension Worker {
    /// The arguments after `worker` as the command and the studio write them (`Loading.launch`,
    /// `StudioReplayWorker`: reading limits, or `--studio-replay` and `--studio-pid`), read by
    /// hand (`PlainCommandLine`); nil for anything else, which ArgumentParser then reads.
    ///
    /// A static function, not an initializer: there, an assignment to an ArgumentParser
    /// property makes a new declaration instead of setting its value.
    static func reading(_ arguments: [String]) -> Worker? {
        var worker = Worker()
        var reading = ReadingOptions.unset
        var studioReplay = false
        var studioPid: Int32?
        var rest = arguments[...]
        while let flag = rest.popFirst() {
            if flag == "--studio-replay" {
                studioReplay = true
                continue
            }
            guard let value = rest.popFirst() else { return nil }
            if flag == "--studio-pid" {
                guard let pid = Int32(value) else { return nil }
                studioPid = pid
            } else if !reading.set(flag, to: value) {
                return nil
            }
        }
        worker.reading = reading
        worker.studioReplay = studioReplay
        worker.studioPid = studioPid
        return worker
    }
}
