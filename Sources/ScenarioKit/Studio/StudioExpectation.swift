import DragDropCore
import ScenarioAppKit

/// The app as a replay left it, kept to be written as an `expect` step: "Expect this" in the
/// studio pins what the engine did, in the keys a person would write by hand — `images`,
/// `sections` or `views` where the app's state has them, else its whole `state` — with the
/// placeholders and the drag session of finger 1.
struct StudioExpectation: Sendable {
    var state: StateValue
    var placeholders: Int?
    var sessionItems: Int?

    init(_ world: World) {
        state = world.app.state
        placeholders = world.app.collectionView?.numberOfPlaceholders
        sessionItems = world.system.session(ofFinger: 1)?.items.count
    }

    /// `expect: {images: [...], placeholders: 0, session: none}`, one line of YAML's flow style.
    func step(traceLines: [String]) -> String {
        var parts: [String] = []
        if case .list(let images)? = state["images"] {
            parts.append("images: [" + images.map { image in image["url"].map(Self.flow) ?? Self.flow(image) }.joined(separator: ", ") + "]")
        } else if let sections = state["sections"] {
            parts.append("sections: " + Self.flow(sections))
        } else if case .map(let views)? = state["views"] {
            let written = views.compactMap { entry -> String? in
                guard case .string(let text)? = entry.value["text"] else { return nil }
                return "\(YAMLScalar.quoted(entry.key)): {text: \(YAMLScalar.quoted(text))}"
            }
            if !written.isEmpty { parts.append("views: {" + written.joined(separator: ", ") + "}") }
        } else {
            parts.append("state: " + Self.flow(state))
        }
        if let placeholders { parts.append("placeholders: \(placeholders)") }
        parts.append("session: " + (sessionItems.map { "{items: \($0)}" } ?? "none"))
        if !traceLines.isEmpty {
            parts.append("trace: {contains: [" + traceLines.map { YAMLScalar.quoted(Self.untimed($0)) }.joined(separator: ", ") + "]}")
        }
        return "expect: {" + parts.joined(separator: ", ") + "}"
    }

    /// A trace line as patterns are written: without its time column.
    static func untimed(_ line: String) -> String {
        let trimmed = line.drop { $0 == " " }
        guard let space = trimmed.firstIndex(of: " "), trimmed[..<space].hasSuffix("ms") else { return String(trimmed) }
        return String(trimmed[space...].drop { $0 == " " })
    }

    /// A value in YAML's flow style, every string quoted where it must be.
    static func flow(_ value: StateValue) -> String {
        switch value {
        case .null: "~"
        case .bool(let flag): flag ? "true" : "false"
        case .number: value.description
        case .string(let text): YAMLScalar.quoted(text)
        case .list(let items): "[" + items.map(flow).joined(separator: ", ") + "]"
        case .map(let entries): "{" + entries.map { "\(YAMLScalar.quoted($0.key)): \(flow($0.value))" }.joined(separator: ", ") + "}"
        }
    }
}
