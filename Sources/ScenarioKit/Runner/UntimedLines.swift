import DragDropCore

/// A trace's lines as patterns see them (`TraceEvent.untimedLine`), each made the first time
/// it is asked for: a pattern that names a first word rules out most lines by their role
/// alone, so a `contains` or `excludes` check makes few of them.
///
/// A trace has a handful of roles over many lines, so what a role allows is worked out once
/// per role (`RoleTable`), and each line is ruled in or out by its role's number.
final class UntimedLines {
    private let events: [TraceEvent]
    /// The lines, when they were given made (`init(lines:)`); empty otherwise.
    private let given: [String]
    /// The lines made so far, by index. A passing check makes two or three lines of fifty:
    /// a table of those is cheaper than an empty entry for every line, made at every check.
    private var made: [Int: String] = [:]
    /// Per line, its role's number in `roles`.
    private let roleNumbers: [Int]
    let roles: RoleTable

    init(_ events: [TraceEvent]) {
        self.events = events
        given = []
        // Every line's role numbered in one pass: lines come in runs of one role, and a run
        // costs one comparison a line.
        var table = RoleTable()
        var numbers: [Int] = []
        numbers.reserveCapacity(events.count)
        for index in events.indices { numbers.append(table.number(of: events[index].role)) }
        roleNumbers = numbers
        roles = table
    }

    /// Lines already made, whose first words are not known apart from them.
    init(lines: [String]) {
        events = []
        given = lines
        roleNumbers = []
        roles = RoleTable()
    }

    var count: Int { events.isEmpty ? given.count : events.count }

    subscript(index: Int) -> String {
        if events.isEmpty { return given[index] }
        if let line = made[index] { return line }
        let line = events[index].untimedLine
        // Room for a few lines at once: grown from one, the table was made again at the second.
        if made.isEmpty { made = [Int: String](minimumCapacity: 8) }
        made[index] = line
        return line
    }

    /// The number of the line's role in `roles`, or nil when the line was given made.
    func roleNumber(at index: Int) -> Int? {
        index < roleNumbers.count ? roleNumbers[index] : nil
    }

    /// Whether the text of the line at `index`, whose role is number `role`, can start as
    /// `pattern` needs: judged without making the line when the role is its first word,
    /// which the pattern then names exactly (`RoleTable.mayMatch` let the line through).
    func textMayMatch(_ pattern: LinePattern, at index: Int, role: Int) -> Bool {
        guard let expected = pattern.textStart, roles.isWord(role), let start = events[index].textStart else { return true }
        return start == expected
    }

    /// The first byte of the text of the line at `index`, whose role is number `role`, when
    /// the role is the line's first word: what `LinePattern.textStart` is compared with.
    func textStart(at index: Int, role: Int) -> UInt8? {
        roles.isWord(role) ? events[index].textStart : nil
    }

    /// The lines `range` names, made.
    func lines(_ range: Range<Int>) -> [String] {
        range.map { self[$0] }
    }
}
