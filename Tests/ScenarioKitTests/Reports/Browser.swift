import Foundation
import ScenarioTestSupport

/// Headless Chromium, as the browser tests drive it: one launch per call, a profile of its
/// own, a time limit, and a failure that says why when it cannot start.
struct Browser {
    let tool: ExternalTool

    init() throws {
        tool = try ExternalTool(["chromium", "chromium-browser", "google-chrome"], install: "install Debian's `chromium` package (apt-get install chromium)")
    }

    /// The DOM of `page` once loaded, serialized by the browser.
    func dumpDOM(_ page: String) throws -> String {
        let output = try launch(["--dump-dom", URL(fileURLWithPath: page).absoluteString])
        guard output.standardOutput.contains("<body") else {
            throw ExternalTool.Failure(description: "chromium printed no DOM for \(page) (exit \(output.status)):\n\(output.standardError.suffix(2000))")
        }
        return output.standardOutput
    }

    /// A PNG of the top of `page`, `width` × `height` pixels, written to `path`.
    func screenshot(_ page: String, to path: String, width: Int, height: Int) throws {
        try? FileManager.default.removeItem(atPath: path)
        let output = try launch(["--screenshot=\(path)", "--window-size=\(width),\(height)", URL(fileURLWithPath: page).absoluteString])
        guard FileManager.default.fileExists(atPath: path) else {
            throw ExternalTool.Failure(description: "chromium wrote no screenshot of \(page) (exit \(output.status)):\n\(output.standardError.suffix(2000))")
        }
    }

    /// CI runs as root, where Chromium's sandbox cannot start: `--no-sandbox`.
    private func launch(_ arguments: [String]) throws -> ExternalTool.Output {
        let profile = FileManager.default.temporaryDirectory.appendingPathComponent("chromium-\(getpid())-\(UInt64.random(in: 0...UInt64.max))").path
        defer { try? FileManager.default.removeItem(atPath: profile) }
        let flags = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--hide-scrollbars", "--no-first-run", "--user-data-dir=\(profile)"]
        return try tool.run(flags + arguments, timeout: 90)
    }
}
