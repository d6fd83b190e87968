import DragDropCore

/// The diagram as Mermaid text, for Markdown that renders it (GitHub does): `trace --format mermaid`.
extension SequenceDiagram {
    public func mermaid() -> String {
        let lanes = self.lanes
        let ids = Dictionary(uniqueKeysWithValues: lanes.enumerated().map { ($1, "P\($0)") })
        var lines = ["sequenceDiagram"]
        for lane in lanes {
            lines.append("    participant \(ids[lane] ?? "P0") as \(Self.escaped(lane))")
        }
        let last = "P\(lanes.count - 1)"
        for (position, group) in groups.enumerated() {
            lines.append("    rect \(position % 2 == 0 ? "rgb(236, 242, 250)" : "rgb(250, 246, 236)")")
            lines.append("    Note over P0,\(last): \(Self.escaped(bandTitle(group.cause)))")
            for event in group.events {
                let id = ids[event.role] ?? "P0"
                let text = Self.escaped("\(event.time)ms \(event.text)")
                lines.append(Self.isCallback(event) ? "    P0->>\(id): \(text)" : "    Note right of \(id): \(text)")
            }
            lines.append("    end")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Text Mermaid reads literally: control characters escaped as everywhere
    /// (`PrintableText`), so no line break starts a diagram line of its own; `#` and `;`
    /// as Mermaid's entity codes.
    static func escaped(_ text: String) -> String {
        var out = ""
        for scalar in PrintableText.escaped(text).unicodeScalars {
            switch scalar {
            case "#": out += "#35;"
            case ";": out += "#59;"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
