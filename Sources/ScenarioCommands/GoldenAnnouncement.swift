import Foundation
import ScenarioKit

/// Golden traces written by a run, one line per file on standard error (`recorded PATH`,
/// `updated PATH`), so a golden never changes unseen and the report stays clean.
enum GoldenAnnouncement {
    static func print(_ summary: RunSummary) {
        let lines = summary.results.flatMap(\.goldenWrites).map { "\($0)\n" }.joined()
        if !lines.isEmpty { FileHandle.standardError.write(Data(lines.utf8)) }
    }
}
