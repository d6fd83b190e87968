import Foundation

/// A fresh folder under the temporary directory holding `files` (name: text).
func scenarioFolder(_ name: String, files: [String: String]) throws -> String {
    let path = NSTemporaryDirectory() + "scenario-testing-\(ProcessInfo.processInfo.processIdentifier)-\(name)"
    try? FileManager.default.removeItem(atPath: path)
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    for (file, text) in files {
        try Data(text.utf8).write(to: URL(fileURLWithPath: path + "/" + file))
    }
    return path
}
