/// SVG text of a picture: one `<svg>` element, no script, no external reference, so it can
/// stand alone in a `.svg` file or inline in an HTML page.
extension Picture {
    /// The SVG, shown at `scale` of its size in points (its `viewBox` stays in points); with
    /// `id`, its shapes are a group of that id, which `svg(scale:drawing:)` draws again.
    public func svg(scale: Double = 1, id: String? = nil) -> String {
        var out = opening(scale: scale)
        if let id { out += "<g id=\"\(XMLText.escaped(id))\">\n" }
        for shape in shapes {
            out += Self.element(shape) + "\n"
        }
        if id != nil { out += "</g>" }
        out += "</svg>"
        return out
    }

    /// The SVG of a picture already drawn in the same page as the group `id`: a reference to
    /// it, a few dozen bytes however many shapes it holds.
    public func svg(scale: Double = 1, drawing id: String) -> String {
        opening(scale: scale) + "<use href=\"#\(XMLText.escaped(id))\"/></svg>"
    }

    /// `<svg …><title>…</title>`: the title cut short, as a caption is, when it would list a
    /// whole suite's items.
    private func opening(scale: Double) -> String {
        let w = Self.bounded(width), h = Self.bounded(height)
        let s = Self.bounded(scale, limit: 100)
        var out = "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 \(Self.number(w)) \(Self.number(h))\" "
        out += "width=\"\(Self.number(w * s))\" height=\"\(Self.number(h * s))\" role=\"img\" font-family=\"DejaVu Sans, Helvetica, Arial, Noto Sans CJK SC, PingFang SC, Microsoft YaHei, sans-serif\">"
        out += "<title>\(XMLText.escaped(Self.shortened(title)))</title>\n"
        return out
    }

    /// `text`, cut to 400 characters with `…`.
    static func shortened(_ text: String) -> String {
        guard text.utf8.count > 400, text.count > 400 else { return text }
        return String(text.prefix(399)) + "…"
    }

    private static func element(_ shape: Shape) -> String {
        switch shape {
        case .box(let x, let y, let width, let height, let style):
            var attributes = "x=\"\(number(x))\" y=\"\(number(y))\" width=\"\(number(width))\" height=\"\(number(height))\" "
            attributes += "fill=\"\(XMLText.escaped(style.fill))\" stroke=\"\(XMLText.escaped(style.stroke))\""
            if style.radius > 0 { attributes += " rx=\"\(number(style.radius))\"" }
            if style.dashed { attributes += " stroke-dasharray=\"6 4\"" }
            return "<rect \(attributes)/>"
        case .text(let x, let y, let text, let size, let anchor, let colour):
            let anchorAttribute = anchor == .start ? "" : " text-anchor=\"\(anchor.rawValue)\""
            return "<text x=\"\(number(x))\" y=\"\(number(y))\" font-size=\"\(number(size))\" fill=\"\(XMLText.escaped(colour))\"\(anchorAttribute)>\(XMLText.escaped(text))</text>"
        case .line(let x1, let y1, let x2, let y2, let colour, let dashed, let arrow):
            var out = "<line x1=\"\(number(x1))\" y1=\"\(number(y1))\" x2=\"\(number(x2))\" y2=\"\(number(y2))\" stroke=\"\(XMLText.escaped(colour))\""
            if dashed { out += " stroke-dasharray=\"4 3\"" }
            out += "/>"
            if arrow { out += arrowHead(x1: x1, x2: x2, y: y2, colour: colour) }
            return out
        }
    }

    /// A small filled triangle at the end of a horizontal arrow; a self-call's arrow points left.
    private static func arrowHead(x1: Double, x2: Double, y: Double, colour: String) -> String {
        let direction: Double = x2 >= x1 ? 1 : -1
        let back = x2 - 8 * direction
        return "<polygon points=\"\(number(x2)),\(number(y)) \(number(back)),\(number(y - 4)) \(number(back)),\(number(y + 4))\" fill=\"\(XMLText.escaped(colour))\"/>"
    }

    /// A number as SVG writes it: at most one decimal, none when whole (`12`, `12.5`).
    static func number(_ value: Double) -> String {
        let tenths = (bounded(value) * 10).rounded()
        let whole = Int(tenths / 10)
        let fraction = Int(abs(tenths.truncatingRemainder(dividingBy: 10)))
        if fraction == 0 { return String(whole) }
        return (tenths < 0 && whole == 0 ? "-" : "") + "\(whole).\(fraction)"
    }
}
