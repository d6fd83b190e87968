import DragDropCore
import Foundation
import GalleryCore

extension DragDropSystem {
    /// Trace lines without time, as patterns see them.
    var lines: [String] { trace.events.map(\.untimedLine) }

    /// Trace lines recorded from `index` on.
    func lines(from index: Int) -> [String] { Array(lines.dropFirst(index)) }

    /// Full trace lines, time column included.
    var timedLines: [String] { trace.events.map(\.line) }

    /// The lines `step` writes, to pin what one step does on its own.
    func lines(writtenBy step: () throws -> Void) rethrows -> [String] {
        let start = lines.count
        try step()
        return lines(from: start)
    }

    /// Moves `finger` to `location` and releases it there, the ending most drags here share.
    func drop(finger: Int = 1, over location: DragLocation) throws {
        try move(finger: finger, to: location)
        try drop(finger: finger)
    }
}

extension Array where Element == String {
    /// Whether `lines` appear in this order, with anything between.
    func containsInOrder(_ lines: [String]) -> Bool {
        var remaining = lines[...]
        for line in self where line == remaining.first {
            remaining = remaining.dropFirst()
        }
        return remaining.isEmpty
    }
}
