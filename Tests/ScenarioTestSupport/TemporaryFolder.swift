import Foundation

/// A new folder of its own under the temporary directory, with `files` (relative path: text)
/// written in it; tests running in parallel never share one.
public func freshFolder(_ files: [String: String] = [:]) throws -> String {
    let manager = FileManager.default
    let folder = manager.temporaryDirectory
        .appendingPathComponent("dnd-scenario-tests-\(getpid())-\(UInt64.random(in: 0...UInt64.max))").path
    try manager.createDirectory(atPath: folder, withIntermediateDirectories: true)
    for (path, text) in files {
        let full = folder + "/" + path
        try manager.createDirectory(atPath: (full as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try Data(text.utf8).write(to: URL(fileURLWithPath: full))
    }
    return folder
}
