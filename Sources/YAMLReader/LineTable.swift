internal import CYAML

/// Where each line of a text starts, breaking lines where libyaml does (LF, CR, CRLF, NEL,
/// LS, PS), to resume after an error and to place byte offsets.
struct LineTable {
    private(set) var starts: [Int] = [0]

    init(_ bytes: [UInt8]) {
        var index = 0
        let count = bytes.count
        while index < count {
            let width = LineBreak.width(at: index, in: bytes)
            if width > 0 {
                index += width
                starts.append(index)
            } else {
                index += 1
            }
        }
    }

    /// The 0-based line holding byte `offset`.
    func line(containing offset: Int) -> Int {
        var low = 0
        var high = starts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if starts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return low
    }

    /// A 0-based mark for a byte offset, its column counted in characters as libyaml counts.
    func mark(at offset: Int, in bytes: [UInt8]) -> yaml_mark_t {
        let line = line(containing: offset)
        var column = 0
        var index = starts[line]
        while index < offset, index < bytes.count {
            if bytes[index] & 0xC0 != 0x80 { column += 1 }
            index += 1
        }
        return yaml_mark_t(index: offset, line: line, column: column)
    }

    /// The offset of the first `---` line at or after 0-based `line` that starts after `offset`.
    func documentStart(onOrAfterLine line: Int, after offset: Int, in bytes: [UInt8]) -> Int? {
        var index = max(line, 0)
        while index < starts.count {
            let start = starts[index]
            if start > offset, isDocumentMarker(at: start, in: bytes) { return start }
            index += 1
        }
        return nil
    }

    private func isDocumentMarker(at start: Int, in bytes: [UInt8]) -> Bool {
        guard start + 3 <= bytes.count,
              bytes[start] == 0x2D, bytes[start + 1] == 0x2D, bytes[start + 2] == 0x2D
        else { return false }
        guard start + 3 < bytes.count else { return true }
        return [0x20, 0x09, 0x0A, 0x0D].contains(bytes[start + 3])
    }
}
