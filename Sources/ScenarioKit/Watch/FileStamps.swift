import Foundation

/// When each of a set of files last changed (its modification time and size), so a watcher
/// can poll and tell which files were saved since — no dependency beyond Foundation.
public struct FileStamps: Equatable, Sendable {
    struct Stamp: Equatable, Sendable {
        var modified: Double
        var size: UInt64
    }

    /// Nil for a file that is not there (a deleted file has changed too).
    private var stamps: [String: Stamp?] = [:]

    public init() {}

    /// The stamps of `paths` now.
    public static func read(_ paths: Set<String>) -> FileStamps {
        var result = FileStamps()
        for path in paths {
            let attributes = try? FileManager.default.attributesOfItem(atPath: path)
            result.stamps[path] = attributes.map { attributes in
                Stamp(
                    modified: (attributes[.modificationDate] as? Date)?.timeIntervalSinceReferenceDate ?? 0,
                    size: (attributes[.size] as? NSNumber)?.uint64Value ?? 0
                )
            }
        }
        return result
    }

    /// The files stamped.
    public var paths: Set<String> { Set(stamps.keys) }

    /// These stamps with `paths` read again now and the others kept as they were, so a save
    /// made while a run was going is still seen as a change at the next poll.
    public func updating(_ paths: Set<String>) -> FileStamps {
        var result = self
        for (path, stamp) in FileStamps.read(paths).stamps { result.stamps[path] = stamp }
        return result
    }

    /// The files whose stamp differs from `earlier`'s, appeared or disappeared, sorted.
    public func changes(since earlier: FileStamps) -> [String] {
        Set(stamps.keys).union(earlier.stamps.keys).filter { path in
            (stamps[path] ?? nil) != (earlier.stamps[path] ?? nil)
        }.sorted()
    }
}
