/// A scenario file's text as 16 hex digits (FNV-1a, 64-bit, of its UTF-8): what the HTML report
/// records of a passing scenario's file, so that `show-report`, drawing the scenario again
/// from the file, can say when the file changed since the run. Stable across runs and
/// platforms, unlike `Hasher`; a check of sameness, not a defence against forgery.
public enum SourceDigest {
    public static func of(_ text: String) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        let digits = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
