import ArgumentParser
import Foundation
import ScenarioKit

/// Where `run` and `merge` send their report: standard output, or the `--output` file with
/// the human report printed beside it.
struct ReportDestination {
    var format: ReportFormat
    var output: String?
    /// The HTML report's language.
    var language: Scenario.Language = .en
    /// Whose trace and pictures the report carries (`--attach`).
    var attachments: ReportAttachments = .failures

    /// Prints the report, or writes it to `output` and prints the human report.
    ///
    /// When the report cannot be written the human report is printed all the same, so the
    /// run's outcome is not lost with the file.
    func emit(_ whole: RunSummary, files: [ScenarioFile]) throws {
        let summary = whole.attaching(attachments)
        let colour = Terminal.standardOutputSupportsColor
        guard let output else {
            print(summary.report(format, colour: format == .human && colour, files: files, language: language), terminator: "")
            return
        }
        let file = OutputFile(output, option: "--output")
        do {
            try file.write(summary.report(format, files: files, language: language))
        } catch {
            print(summary.report(.human, colour: colour), terminator: "")
            throw ValidationError("cannot write the report to \(file.shownPath): \(error.reason)")
        }
        if format != .human {
            print(summary.report(.human, colour: colour), terminator: "")
        }
    }
}
