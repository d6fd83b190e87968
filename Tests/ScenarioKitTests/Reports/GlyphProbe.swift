import Foundation
import ScenarioTestSupport

/// Finds characters a browser draws as the missing-glyph box: each character is drawn in a
/// cell of its own, in a page's font stack, beside a cell holding an unassigned code point
/// (which every font lacks); a cell whose pixels equal that one's is a missing glyph. The
/// PNG is decoded by Python's zlib, which the tests' machine has (`.ci/setup --tests`).
struct GlyphProbe {
    let browser: Browser
    let python: ExternalTool

    init() throws {
        browser = try Browser()
        python = try ExternalTool(["python3"], install: "install Debian's `python3` package")
    }

    /// U+0378 is unassigned: no font has a glyph for it.
    static let missing: Unicode.Scalar = "\u{0378}"
    static let cell = 40, perRow = 20

    /// The characters of `text` (each once, spaces and ASCII controls left out) drawn as
    /// missing in `fontStack` (CSS `font-family` syntax) by Chromium.
    func missingGlyphs(in text: String, fontStack: String, language: String) throws -> [Character] {
        var seen: Set<Character> = []
        let characters = text.filter { !$0.isWhitespace && !($0.asciiValue.map { $0 < 0x20 } ?? false) && seen.insert($0).inserted }
        guard !characters.isEmpty else { return [] }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("glyphs-\(getpid())-\(UInt64.random(in: 0...UInt64.max))").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let cells = [Character(Self.missing)] + characters
        let spans = cells.map { "<span>\(Self.escaped($0))</span>" }.joined()
        let style = "body { margin: 0; font: 28px/1 \(fontStack); } span { display: inline-block; width: \(Self.cell)px; height: \(Self.cell)px; overflow: hidden; text-align: center; vertical-align: top; }"
        let page = "<!DOCTYPE html><html lang=\"\(language)\"><head><meta charset=\"utf-8\"><style>\(style)</style></head><body>\(spans)</body></html>"
        try Data(page.utf8).write(to: URL(fileURLWithPath: folder + "/probe.html"))
        try Data(Self.script.utf8).write(to: URL(fileURLWithPath: folder + "/cells.py"))
        let rows = (cells.count + Self.perRow - 1) / Self.perRow
        try browser.screenshot(folder + "/probe.html", to: folder + "/probe.png", width: Self.cell * Self.perRow, height: Self.cell * rows)
        let output = try python.run([folder + "/cells.py", folder + "/probe.png", "\(Self.cell)", "\(cells.count)"], timeout: 60)
        guard output.status == 0 else { throw ExternalTool.Failure(description: "the glyph probe failed:\n\(output.standardError)") }
        return output.standardOutput.split(whereSeparator: \.isWhitespace).compactMap { Int($0) }.map { cells[$0] }
    }

    private static func escaped(_ character: Character) -> String {
        switch character {
        case "&": "&amp;"
        case "<": "&lt;"
        case ">": "&gt;"
        default: String(character)
        }
    }

    /// Prints the indices of the cells (after the first) whose pixels equal the first's.
    static let script = #"""
    import sys, zlib, struct
    data = open(sys.argv[1], 'rb').read()
    assert data[:8] == b'\x89PNG\r\n\x1a\n', 'not a PNG'
    pos, idat = 8, b''
    while pos < len(data):
        n, kind = struct.unpack('>I4s', data[pos:pos + 8])
        body = data[pos + 8:pos + 8 + n]
        if kind == b'IHDR':
            w, h, depth, colour = struct.unpack('>IIBB', body[:10])
            assert depth == 8, 'depth %d' % depth
            bpp = {0: 1, 2: 3, 4: 2, 6: 4}[colour]
        elif kind == b'IDAT':
            idat += body
        pos += 12 + n
    raw = zlib.decompress(idat)
    stride = w * bpp
    rows, prev, i = [], bytearray(stride), 0
    for _ in range(h):
        f = raw[i]
        line = bytearray(raw[i + 1:i + 1 + stride])
        i += 1 + stride
        for x in range(stride):
            a = line[x - bpp] if x >= bpp else 0
            b = prev[x]
            c = prev[x - bpp] if x >= bpp else 0
            if f == 1: line[x] = (line[x] + a) & 255
            elif f == 2: line[x] = (line[x] + b) & 255
            elif f == 3: line[x] = (line[x] + (a + b) // 2) & 255
            elif f == 4:
                p = a + b - c
                pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                line[x] = (line[x] + (a if pa <= pb and pa <= pc else b if pb <= pc else c)) & 255
        rows.append(bytes(line))
        prev = line
    cell, count = int(sys.argv[2]), int(sys.argv[3])
    per_row = w // cell
    def block(k):
        x0, y0 = (k % per_row) * cell, (k // per_row) * cell
        return b''.join(rows[y][x0 * bpp:(x0 + cell) * bpp] for y in range(y0, y0 + cell))
    missing = block(0)
    print(' '.join(str(k) for k in range(1, count) if block(k) == missing))
    """#
}
