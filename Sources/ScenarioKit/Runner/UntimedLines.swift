import DragDropCore

/// A trace's lines as patterns see them (`TraceEvent.untimedLine`), each made the first time
/// it is asked for: a pattern that names a first word rules out most lines by their role
/// alone, so a `contains` or `excludes` check makes few of them.
///
/// A trace has a handful of roles over many lines, so what a role allows is worked out once
/// per role (`RoleTable`), and each line is ruled in or out by its role's number.
final class UntimedLines {
    private let events: [TraceEvent]
    // Unchecked: one check reads these once per line and pattern, never overlapping.
    @exclusivity(unchecked) private var made: [String?]
    /// Per line, its role's number in `roles`; -1 until asked for.
    @exclusivity(unchecked) private var roleNumbers: [Int]
    @exclusivity(unchecked) private(set) var roles = RoleTable()

    init(_ events: [TraceEvent]) {
        self.events = events
        made = Array(repeating: nil, count: events.count)
        roleNumbers = Array(repeating: -1, count: events.count)
    }

    /// Lines already made, whose first words are not known apart from them.
    init(lines: [String]) {
        events = []
        made = lines
        roleNumbers = []
    }

    var count: Int { made.count }

    subscript(index: Int) -> String {
        if let line = made[index] { return line }
        let line = events[index].untimedLine
        made[index] = line
        return line
    }

    /// The number of the line's role in `roles`, or nil when the line was given made.
    func roleNumber(at index: Int) -> Int? {
        guard index < roleNumbers.count else { return nil }
        if roleNumbers[index] < 0 { roleNumbers[index] = roles.number(of: events[index].role) }
        return roleNumbers[index]
    }

    /// Whether the text of the line at `index`, whose role is number `role`, can start as
    /// `pattern` needs: judged without making the line when the role is its first word,
    /// which the pattern then names exactly (`RoleTable.mayMatch` let the line through).
    func textMayMatch(_ pattern: LinePattern, at index: Int, role: Int) -> Bool {
        guard let expected = pattern.textStart, roles.isWord(role), let start = events[index].textStart else { return true }
        return start == expected
    }

    /// The lines `range` names, made.
    func lines(_ range: Range<Int>) -> [String] {
        range.map { self[$0] }
    }
}

/// The distinct roles of a trace, numbered in order of first appearance.
struct RoleTable {
    private(set) var roles: [String] = []
    /// Per role, whether it is its line's first word: printable ASCII with no space, as every
    /// role the engine and the shipped apps write is.
    private var words: [Bool] = []
    /// The number last found: lines come in runs of one role.
    private var last = 0

    var count: Int { roles.count }

    /// The number of `role`, added if new. Roles are few, and most are small strings that
    /// compare as two words, so a scan beats hashing.
    mutating func number(of role: String) -> Int {
        if last < roles.count, roles[last] == role { return last }
        if let number = roles.firstIndex(of: role) {
            last = number
        } else {
            roles.append(role)
            words.append(Self.isWord(role))
            last = roles.count - 1
        }
        return last
    }

    /// Whether role number `number` is its lines' first word.
    func isWord(_ number: Int) -> Bool { words[number] }

    /// Whether a line with role number `number` could match `pattern`; a line whose role is
    /// not its first word may match any pattern.
    func mayMatch(_ pattern: LinePattern, role number: Int) -> Bool {
        !words[number] || pattern.mayMatch(firstWord: roles[number])
    }

    private static func isWord(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { bytes in
            !bytes.isEmpty && bytes.allSatisfy { $0 > 0x20 && $0 < 0x7F }
        }
    }
}
