import ArgumentParser
import DragDropCore
import Foundation
import ScenarioKit

/// `dnd-scenario show-report REPORT`: serves an HTML report on 127.0.0.1 and draws each
/// passing scenario's pictures when its section is opened, replaying it from its file, as
/// Playwright's `show-report` serves its lazy report. Runs until interrupted.
struct ShowReport: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "show-report",
        abstract: "Serve an HTML report, drawing each passing scenario from its file when it is opened.",
        discussion: """
        REPORT is what `run --format html --output FILE` or `merge --format html --output FILE` \
        wrote, or a folder holding it as index.html. Serves on 127.0.0.1 only, reads only the \
        scenario files the report names, inside --root, and writes nothing. Ctrl-C stops it. \
        See docs/CI.md.
        """
    )

    @Argument(help: "The HTML report, or the folder holding it as index.html.")
    var report: String

    @Option(help: "The folder the suite ran in, whose scenario files the report names (default: the current folder).")
    var root = "."

    @OptionGroup var serving: ServingOptions

    /// The largest report served: far past a 100,000-scenario suite's page.
    static let maximumBytes = 512 * 1_048_576

    func run() throws {
        guard let studio = DndScenario.studio else {
            throw ValidationError("this command line has no server for reports: link the ScenarioStudio product and start it with DndScenario.main(apps: …, studio: Studio.self) (docs/STUDIO.md)")
        }
        let text = try Self.read(report)
        let (root, apps, port) = (root, DndScenario.apps, serving.port)
        try StudioCommand.serve(noOpen: serving.noOpen, saying: { "show-report: \($0.address) serving \(PrintableText.escaped(report)), scenario files from \($0.folder); Ctrl-C stops" }) { () async throws(StudioRefusal) in
            try await studio.serve(report: text, root: root, apps: apps, port: port)
        }
    }

    /// The report's text: the file, or the folder's index.html; refused, with what to do,
    /// when it is no HTML report.
    static func read(_ path: String) throws -> String {
        let shown = PrintableText.escaped(path)
        var isFolder: ObjCBool = false
        let file = FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) && isFolder.boolValue ? path + "/index.html" : path
        let bytes: [UInt8]
        switch RegularFile.read(file, maximumBytes: maximumBytes) {
        case .success(let read): bytes = read
        case .failure(let failure): throw ValidationError("cannot read the report \(PrintableText.escaped(file)): \(failure.reason)")
        }
        let text = String(decoding: bytes, as: UTF8.self)
        let start = text.prefix(256).drop(while: \.isWhitespace)
        if start.hasPrefix("{") {
            throw ValidationError("\(shown) is a JSON report; show-report serves the HTML report: write it with `dnd-scenario merge \(shown) --format html --output report.html`")
        }
        guard start.hasPrefix("<!DOCTYPE html>"), text.contains("<html") else {
            throw ValidationError("\(shown) is no HTML report of dnd-scenario: give what `run --format html --output FILE` or `merge --format html --output FILE` wrote")
        }
        return text
    }
}
