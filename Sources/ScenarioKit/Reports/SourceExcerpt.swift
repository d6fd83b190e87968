import YAMLReader

/// A few lines of a scenario file around a line, numbered, that line marked and a caret under
/// its column: where a failure is, as the HTML report shows it.
struct SourceExcerpt {
    var text: SourceText

    init(_ source: String) {
        text = SourceText(source)
    }

    /// HTML for a `<pre>`: `radius` lines either side of `location`.
    func html(at location: SourceLocation, radius: Int = 3) -> String {
        let line = max(1, location.line)
        let first = max(1, line - radius)
        var out = ""
        var number = first
        while number <= line + radius, let scalars = text.line(number) {
            let content = String(String.UnicodeScalarView(scalars))
            let gutter = String(repeating: " ", count: max(0, 4 - String(number).count)) + String(number)
            if number == line {
                out += "<span class=\"hit\"><span class=\"num\">\(gutter) │</span> \(HTMLPage.escaped(content))</span>\n"
                let column = min(max(location.column, 1), 400)
                out += "<span class=\"caret\">       " + String(repeating: " ", count: column - 1) + "^</span>\n"
            } else {
                out += "<span class=\"num\">\(gutter) │</span> \(HTMLPage.escaped(content))\n"
            }
            number += 1
        }
        return out
    }
}
