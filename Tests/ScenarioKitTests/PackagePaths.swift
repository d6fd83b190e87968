import Foundation

/// Paths in the package, found from this file so tests run from any working directory.
enum PackagePaths {
    static let root: String = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path

    static let scenarios = root + "/Scenarios"
    static let binary = root + "/.build/debug/dnd-scenario"
}

/// A fresh folder under the temporary directory, named after the test, with `files` written in it.
func makeFolder(_ name: String, files: [String: String]) throws -> String {
    let folder = NSTemporaryDirectory() + "scenariokit-tests-\(getpid())-\(name)"
    let manager = FileManager.default
    try? manager.removeItem(atPath: folder)
    try manager.createDirectory(atPath: folder, withIntermediateDirectories: true)
    for (path, text) in files {
        let full = folder + "/" + path
        try manager.createDirectory(atPath: (full as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try Data(text.utf8).write(to: URL(fileURLWithPath: full))
    }
    return folder
}
