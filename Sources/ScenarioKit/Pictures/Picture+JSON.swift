import ScenarioAppKit

/// A picture in the JSON report, so that `merge` draws the HTML report's pictures as the run
/// that recorded them would have: `{"width", "height", "title", "shapes"}`, each shape an
/// array that starts with its kind — `["box", x, y, width, height, fill, stroke, dashed,
/// radius]`, `["text", x, y, text, size, anchor, colour]`, `["line", x1, y1, x2, y2, colour,
/// dashed, arrow]`.
///
/// Numbers are written bounded as the SVG bounds them (`Picture.bounded`), so that JSON,
/// which has no infinity and no NaN, can hold every picture, and the SVG drawn from what is
/// read back is the SVG drawn from the picture.
extension Picture {
    var json: String {
        var out = "{\"width\": \(Self.json(width)), \"height\": \(Self.json(height)), \"title\": \(JSONText.quoted(title)), \"shapes\": ["
        for (index, shape) in shapes.enumerated() {
            if index > 0 { out += ", " }
            switch shape {
            case .box(let x, let y, let width, let height, let style):
                out += "[\"box\", \(Self.json(x)), \(Self.json(y)), \(Self.json(width)), \(Self.json(height)), "
                out += "\(JSONText.quoted(style.fill)), \(JSONText.quoted(style.stroke)), \(style.dashed), \(Self.json(style.radius))]"
            case .text(let x, let y, let text, let size, let anchor, let colour):
                out += "[\"text\", \(Self.json(x)), \(Self.json(y)), \(JSONText.quoted(text)), \(Self.json(size)), \"\(anchor.rawValue)\", \(JSONText.quoted(colour))]"
            case .line(let x1, let y1, let x2, let y2, let colour, let dashed, let arrow):
                out += "[\"line\", \(Self.json(x1)), \(Self.json(y1)), \(Self.json(x2)), \(Self.json(y2)), \(JSONText.quoted(colour)), \(dashed), \(arrow)]"
            }
        }
        return out + "]}"
    }

    /// A number as JSON holds it: bounded, in Swift's shortest spelling that reads back the same.
    static func json(_ value: Double) -> String {
        "\(bounded(value))"
    }
}

extension Picture: Decodable {
    private enum CodingKeys: String, CodingKey {
        case width, height, title, shapes
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            width: try container.decode(Double.self, forKey: .width),
            height: try container.decode(Double.self, forKey: .height),
            title: try container.decode(String.self, forKey: .title),
            shapes: try container.decode([Shape].self, forKey: .shapes)
        )
    }
}

extension Picture.Shape: Decodable {
    public init(from decoder: any Decoder) throws {
        var fields = try decoder.unkeyedContainer()
        let kind = try fields.decode(String.self)
        switch kind {
        case "box":
            let x = try fields.decode(Double.self), y = try fields.decode(Double.self)
            let width = try fields.decode(Double.self), height = try fields.decode(Double.self)
            let fill = try fields.decode(String.self), stroke = try fields.decode(String.self)
            let dashed = try fields.decode(Bool.self), radius = try fields.decode(Double.self)
            self = .box(x: x, y: y, width: width, height: height, style: Picture.Style(fill: fill, stroke: stroke, dashed: dashed, radius: radius))
        case "text":
            let x = try fields.decode(Double.self), y = try fields.decode(Double.self)
            let text = try fields.decode(String.self), size = try fields.decode(Double.self)
            let anchorName = try fields.decode(String.self)
            guard let anchor = Picture.Anchor(rawValue: anchorName) else {
                throw DecodingError.dataCorruptedError(in: fields, debugDescription: "unknown text anchor '\(anchorName)'")
            }
            self = .text(x: x, y: y, text, size: size, anchor: anchor, colour: try fields.decode(String.self))
        case "line":
            let x1 = try fields.decode(Double.self), y1 = try fields.decode(Double.self)
            let x2 = try fields.decode(Double.self), y2 = try fields.decode(Double.self)
            let colour = try fields.decode(String.self)
            let dashed = try fields.decode(Bool.self), arrow = try fields.decode(Bool.self)
            self = .line(x1: x1, y1: y1, x2: x2, y2: y2, colour: colour, dashed: dashed, arrow: arrow)
        default:
            throw DecodingError.dataCorruptedError(in: fields, debugDescription: "unknown shape '\(kind)'")
        }
    }
}
