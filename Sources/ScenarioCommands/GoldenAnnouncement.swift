import DragDropCore
import Foundation
import ScenarioExecution
import ScenarioKit

/// Golden traces written by a run, one line per file on standard error (`recorded PATH`,
/// `updated PATH`), so a golden never changes unseen and the report stays clean.
enum GoldenAnnouncement {
    /// Writes the goldens the run's workers left to this process (`writeDeferredGoldens`),
    /// now that the suite is known to be valid, and announces every golden written. An
    /// interruption stops it between two files: those written are announced, and the
    /// command ends.
    static func write(_ summary: inout RunSummary) {
        let stopped = Interruption.deferred {
            summary.writeDeferredGoldens { Interruption.caughtSignal != nil }
        }
        print(summary)
        if stopped { Interruption.end(saying: "the golden traces above were written, no other") }
    }

    static func print(_ summary: RunSummary) {
        let lines = summary.results.flatMap(\.goldenWrites).filter { $0.pending == nil }.map { "\(PrintableText.escaped($0.description))\n" }.joined()
        if !lines.isEmpty { FileHandle.standardError.write(Data(lines.utf8)) }
    }
}
