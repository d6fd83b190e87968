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

    /// The number of `role`, added if new. Roles are few, and each is the same string on
    /// every line (a small string, or one the engine keeps), so they are told apart by
    /// their bits first; the comparison of texts is left for a role not seen that way.
    @inline(__always)
    mutating func number(of role: String) -> Int {
        // Most lines: a role seen before, found in place by its bits without a call.
        if last < roles.count, Self.identical(roles[last], role) { return last }
        for number in roles.indices where Self.identical(roles[number], role) {
            last = number
            return number
        }
        return search(role)
    }

    /// `number(of:)` of a role not found by its bits: by its text, or added.
    private mutating func search(_ role: String) -> Int {
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

    /// Whether two strings are the same value bit for bit: the same small string, or the
    /// same storage. Such strings are equal; equal strings need not be identical.
    @inline(__always)
    static func identical(_ first: String, _ second: String) -> Bool {
        withUnsafeBytes(of: first) { first in
            withUnsafeBytes(of: second) { second in
                // A string is two words on 64-bit platforms: compared as words, not bytes.
                guard first.count == 16, second.count == 16 else { return first.elementsEqual(second) }
                return first.loadUnaligned(as: UInt64.self) == second.loadUnaligned(as: UInt64.self)
                    && first.loadUnaligned(fromByteOffset: 8, as: UInt64.self) == second.loadUnaligned(fromByteOffset: 8, as: UInt64.self)
            }
        }
    }
}
