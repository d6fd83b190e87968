/// A file's text split into lines where libyaml splits them (LF, CR, CRLF, NEL, LS, PS),
/// so a diagnostic's line number finds the line libyaml meant.
public struct SourceText: Sendable {
    private var lines: [String.UnicodeScalarView] = []

    public init(_ text: String) {
        var line = String.UnicodeScalarView()
        var previousWasCR = false
        for scalar in text.unicodeScalars {
            if scalar == "\n", previousWasCR {
                previousWasCR = false
                continue
            }
            previousWasCR = scalar == "\r"
            if ["\n", "\r", "\u{85}", "\u{2028}", "\u{2029}"].contains(scalar) {
                lines.append(line)
                line = String.UnicodeScalarView()
            } else {
                line.append(scalar)
            }
        }
        lines.append(line)
    }

    /// Line `number` (1-based) as Unicode scalars, if the text has it.
    public func line(_ number: Int) -> String.UnicodeScalarView? {
        guard number >= 1, number <= lines.count else { return nil }
        return lines[number - 1]
    }
}
