/// Whether each role of a trace allows one pattern (`RoleTable.mayMatch`), worked out the
/// first time a line of that role asks.
///
/// Kept in two words of bits for a trace's first 64 roles (a trace has fewer than ten), so
/// a check allocates nothing for them; a role numbered past those is worked out every time.
struct RoleVerdicts {
    private var known: UInt64 = 0
    private var allowed: UInt64 = 0

    /// Whether role number `role` allows the pattern; `verdict` works it out.
    mutating func allows(_ role: Int, _ verdict: () -> Bool) -> Bool {
        guard role >= 0, role < 64 else { return verdict() }
        let bit: UInt64 = 1 << UInt64(role)
        if known & bit == 0 {
            known |= bit
            if verdict() { allowed |= bit }
        }
        return allowed & bit != 0
    }
}
