import DragDropCore

/// A device a test drives and reads back as trace lines; the worlds share how they read it.
protocol TracedWorld {
    var system: DragDropSystem { get }
}

extension TracedWorld {
    /// Trace lines without time, as patterns see them.
    var lines: [String] { system.trace.events.map(\.untimedLine) }

    /// Lines from `index` on.
    func lines(from index: Int) -> [String] { Array(lines.dropFirst(index)) }

    /// The lines `step` writes, to pin what one step does on its own.
    func lines(writtenBy step: () throws -> Void) rethrows -> [String] {
        let start = lines.count
        try step()
        return lines(from: start)
    }
}
