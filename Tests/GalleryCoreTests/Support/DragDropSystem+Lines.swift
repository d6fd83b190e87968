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
