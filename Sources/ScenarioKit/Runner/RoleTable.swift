/// The distinct roles of a trace, numbered in order of first appearance.
struct RoleTable {
    private(set) var roles: [String]
    /// Per role, whether it is its lines' first word: printable ASCII with no space, as every
    /// role the engine and the shipped apps write is.
    private var words: [Bool]
    /// The number last found: lines come in runs of one role.
    private var last = 0

    init() {
        // Room for a trace's usual roles: grown from empty, each array was made four times.
        roles = []
        roles.reserveCapacity(8)
        words = []
        words.reserveCapacity(8)
    }

    var count: Int { roles.count }

    /// The number of `role`, added if new. Lines come in runs of one role, so the last one
    /// found is tried first; the others are told apart by their lengths before their texts.
    mutating func number(of role: String) -> Int {
        if last < roles.count, roles[last] == role { return last }
        let length = role.utf8.count
        if let number = roles.firstIndex(where: { $0.utf8.count == length && $0 == role }) {
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
        !text.isEmpty && text.utf8.allSatisfy { $0 > 0x20 && $0 < 0x7F }
    }
}
