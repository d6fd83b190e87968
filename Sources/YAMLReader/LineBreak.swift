/// Line breaks as libyaml reads them (LF, CR, CRLF, NEL, LS, PS), so that every line number
/// in the project, the parser's and an error renderer's, counts the same lines.
public enum LineBreak {
    /// The byte width of the line break starting at `index` of UTF-8 `bytes`; 0 when none does.
    public static func width<Bytes: RandomAccessCollection>(at index: Int, in bytes: Bytes) -> Int
    where Bytes.Element == UInt8, Bytes.Index == Int {
        let count = bytes.endIndex
        let byte = bytes[index]
        if byte == 0x0D { return index + 1 < count && bytes[index + 1] == 0x0A ? 2 : 1 }
        if byte == 0x0A { return 1 }
        if byte == 0xC2, index + 1 < count, bytes[index + 1] == 0x85 { return 2 }
        if byte == 0xE2, index + 2 < count, bytes[index + 1] == 0x80, bytes[index + 2] == 0xA8 || bytes[index + 2] == 0xA9 { return 3 }
        return 0
    }
}
