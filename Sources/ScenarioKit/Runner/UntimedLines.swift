import DragDropCore

/// A trace's lines as patterns see them (`TraceEvent.untimedLine`), each made the first time
/// it is asked for: a pattern that names a first word rules out most lines by their role
/// alone, so a `contains` or `excludes` check makes few of them.
final class UntimedLines {
    private let events: [TraceEvent]
    // Unchecked: one check reads these once per line and pattern, never overlapping.
    @exclusivity(unchecked) private var made: [String?]
    /// Per line, whether its role is its first word — printable ASCII with no space, as every
    /// role the engine and the shipped apps write is — worked out when first asked.
    @exclusivity(unchecked) private var roleIsWord: [Knowledge]

    private enum Knowledge: UInt8 {
        case unknown, yes, no
    }

    init(_ events: [TraceEvent]) {
        self.events = events
        made = Array(repeating: nil, count: events.count)
        roleIsWord = Array(repeating: .unknown, count: events.count)
    }

    /// Lines already made, whose first words are not known apart from them.
    init(lines: [String]) {
        events = []
        made = lines
        roleIsWord = Array(repeating: .no, count: lines.count)
    }

    var count: Int { made.count }

    subscript(index: Int) -> String {
        if let line = made[index] { return line }
        let line = events[index].untimedLine
        made[index] = line
        return line
    }

    /// The first word of the line at `index`, when known without making the line.
    func firstWord(at index: Int) -> String? {
        roleIsFirstWord(index) ? events[index].role : nil
    }

    /// Whether the line at `index` could match `pattern`, judged by its first word if known.
    func mayMatch(_ pattern: LinePattern, at index: Int) -> Bool {
        !roleIsFirstWord(index) || pattern.mayMatch(firstWord: events[index].role)
    }

    private func roleIsFirstWord(_ index: Int) -> Bool {
        if roleIsWord[index] == .unknown { roleIsWord[index] = Self.isWord(events[index].role) ? .yes : .no }
        return roleIsWord[index] == .yes
    }

    /// The lines `range` names, made.
    func lines(_ range: Range<Int>) -> [String] {
        range.map { self[$0] }
    }

    private static func isWord(_ text: String) -> Bool {
        text.utf8.withContiguousStorageIfAvailable { bytes in
            !bytes.isEmpty && bytes.allSatisfy { $0 > 0x20 && $0 < 0x7F }
        } ?? false
    }
}
