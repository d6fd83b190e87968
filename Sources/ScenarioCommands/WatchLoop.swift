import ArgumentParser
import DragDropCore
import Foundation
import ScenarioKit

/// `run --watch`: runs the selection, then polls the files it depends on — scenario files,
/// the fragments they use, their goldens, and new files under the paths — and on every save
/// runs again the scenarios that depend on what changed, ending with one summary line.
/// Runs until interrupted.
struct WatchLoop {
    var paths: [String]
    var options: RunSettings
    var reading: ReadingLimits
    /// How often files are polled.
    var interval: Double = 0.2

    func run() throws -> Never {
        Self.unblockStopSignals()
        var loaded = reading.loader.load(paths)
        var stamps = FileStamps.read(watched(loaded))
        stamps = stamps.updating(runAffected(loaded, changed: nil))
        let count = watched(loaded).count
        say("watching \(count) file\(count == 1 ? "" : "s"); Ctrl-C stops")
        while true {
            Thread.sleep(forTimeInterval: interval)
            if Self.outputIsGone { Foundation.exit(0) }
            let now = FileStamps.read(watched(loaded))
            let changed = now.changes(since: stamps)
            guard !changed.isEmpty else { continue }
            loaded = reading.loader.load(paths)
            let written = runAffected(loaded, changed: Set(changed))
            // Goldens the run wrote are no change to run for again, and new files start
            // watched as they are; a file saved while the run went is still a change.
            stamps = now.updating(watched(loaded).subtracting(now.paths).union(written))
        }
    }

    /// The files to poll: what the suite depends on, and every scenario file under the paths.
    private func watched(_ loaded: LoadResult) -> Set<String> {
        SuiteFiles(loaded).all.union(reading.loader.discover(paths).files)
    }

    /// Runs the selected scenarios that depend on `changed` (all of them when nil), then
    /// prints the report and a summary line; an invalid file is reported and waited on.
    /// Returns the goldens the run wrote.
    private func runAffected(_ loaded: LoadResult, changed: Set<String>?) -> Set<String> {
        // A file name may hold anything a file system allows: shown escaped, as every name is.
        let what = changed.map { "changed " + $0.sorted().map(PrintableText.escaped).joined(separator: ", ") + ": " } ?? ""
        guard loaded.isValid else {
            for text in loaded.renderedDiagnostics(color: Terminal.standardOutputSupportsColor) { say(text) }
            say(what + loaded.summary)
            return []
        }
        let selection: ScenarioSelection
        do {
            selection = try options.selection()
        } catch {
            say(what + ((error as? ValidationError)?.message ?? "\(error)"))
            return []
        }
        if let problem = selection.problem(in: loaded.scenarios.map(\.scenario)) {
            say(what + problem)
            return []
        }
        let files = SuiteFiles(loaded)
        let suite = Loading.suite(loaded, jobs: options.workers, reading: reading)
        defer { suite.pool.shutDown() }
        let chosen = selection.taken(from: suite.scenarios).filter { entry in
            changed.map { files.scenario(at: entry.index, of: entry.path, dependsOnAnyOf: $0) } ?? true
        }
        guard !chosen.isEmpty else {
            say(what + "no selected scenario depends on it")
            return []
        }
        let goldens = GoldenTrace(update: options.updateGoldens, isCI: EnvironmentVariables.isCI)
        do {
            var summary = try suite.run(chosen, goldens: goldens)
            GoldenAnnouncement.write(&summary)
            let report = summary.report(.human, colour: Terminal.standardOutputSupportsColor)
            // The report's last line is its counts: the one-line summary, after what changed.
            var lines = report.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            while lines.last == "" { lines.removeLast() }
            let counts = lines.popLast() ?? ""
            while lines.last == "" { lines.removeLast() }
            for line in lines { say(line) }
            say(what + counts)
            return Set(summary.results.flatMap(\.goldenWrites).map(\.path))
        } catch {
            say(what + "cannot start a worker: \(error.description)")
            return []
        }
    }

    /// Lets Ctrl-C and `kill` stop the watcher even when whatever started it had blocked
    /// those signals (a process inherits its parent thread's signal mask).
    static func unblockStopSignals() {
        var signals = sigset_t()
        sigemptyset(&signals)
        for signal in [SIGINT, SIGTERM, SIGHUP] { sigaddset(&signals, signal) }
        pthread_sigmask(SIG_UNBLOCK, &signals, nil)
    }

    /// Whether what read standard output has gone (the far end of a pipe closed): the
    /// watcher then ends quietly even when it has nothing to write.
    private static var outputIsGone: Bool {
        var output = pollfd(fd: STDOUT_FILENO, events: Int16(POLLOUT), revents: 0)
        return poll(&output, 1, 0) > 0 && output.revents & Int16(POLLERR | POLLHUP) != 0
    }

    /// A line on standard output at once, unbuffered: a watcher's output is read while it runs.
    /// When whatever read it has gone (`run --watch | head -1`), there is no one to watch for:
    /// the watcher ends quietly.
    private func say(_ line: String) {
        do {
            try FileHandle.standardOutput.write(contentsOf: Data((line + "\n").utf8))
        } catch {
            Foundation.exit(0)
        }
    }
}
