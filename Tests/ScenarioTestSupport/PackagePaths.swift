import Foundation

/// Paths in the package, found from this file so tests run from any working directory.
public enum PackagePaths {
    public static let root: String = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path

    public static let scenarios = root + "/Scenarios"
    public static let binary = root + "/.build/debug/dnd-scenario"
}
