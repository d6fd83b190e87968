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

    /// Text Mermaid reads literally: `#` and `;` as its entity codes, no line breaks.
    static func escaped(_ text: String) -> String {
        var out = ""
        for character in text {
            switch character {
            case "#": out += "#35;"
            case ";": out += "#59;"
            case "\n", "\r": out += " "
            default: out.append(character)
            }
        }
        return out
    }
}
