import Foundation

extension StudioEdit {
    /// One representation an item of another app provides, as the studio's form takes it.
    public struct Representation: Equatable, Sendable {
        public var type: String
        /// The value; for `public.image`, `WIDTHxHEIGHT` (`1200x800`) gives its size.
        public var value: String
        /// How long its load takes once requested.
        public var afterMilliseconds: Int

        public init(type: String, value: String, afterMilliseconds: Int) {
            self.type = type
            self.value = value
            self.afterMilliseconds = afterMilliseconds
        }

        /// `public.url: { value: "https://…", after: 400ms }`.
        var line: String {
            let after = afterMilliseconds > 0 ? ", after: \(afterMilliseconds)ms" : ""
            let parts = value.lowercased().split(separator: "x")
            if type == "public.image", parts.count == 2, let width = Int(parts[0]), let height = Int(parts[1]) {
                return "\(YAMLScalar.quoted(type)): { width: \(width), height: \(height)\(after) }"
            }
            return "\(YAMLScalar.quoted(type)): { value: \(YAMLScalar.quoted(value))\(after) }"
        }
    }

    /// `text` with an item `id` of the other app `app` under the scenario's `sources`, made
    /// where missing; nil when `sources` or the app's list are in flow style, which only a
    /// person should rewrite.
    public static func addingSource(app: String, item id: String, provides: [Representation], toScenario scenario: Int, in text: String) -> String? {
        let item = ["- id: \(YAMLScalar.quoted(id))", "  provides:"] + provides.map { "    " + $0.line }
        return adding(under: "sources", child: app, entry: item, toScenario: scenario, in: text)
    }

    /// `text` with the other app `app` accepting `accepts` under the scenario's `targets`;
    /// nil when it is already there or `targets` is in flow style.
    public static func addingTarget(app: String, accepts: [String], toScenario scenario: Int, in text: String) -> String? {
        let line = "\(YAMLScalar.quoted(app)): { accepts: [\(accepts.map(YAMLScalar.quoted).joined(separator: ", "))] }"
        return adding(under: "targets", child: nil, entry: [line], toScenario: scenario, in: text, refusing: app)
    }

    /// Appends `entry` to the top-level mapping `key` of the scenario — inside its `child`
    /// mapping when one is named (made when missing) — creating `key` before `steps`.
    private static func adding(under key: String, child: String?, entry: [String], toScenario scenario: Int, in text: String, refusing existing: String? = nil) -> String? {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" { lines.removeLast() }
        guard let document = scenarioDocument(scenario, in: lines) else { return nil }
        let childName = child.map(YAMLScalar.quoted)
        let nested = childName.map { ["\($0):"] + entry.map { "  " + $0 } } ?? entry
        guard let keyLine = document.first(where: { lines[$0].hasPrefix(key + ":") }) else {
            let at = document.first { lines[$0].hasPrefix("steps:") } ?? (lastContentLine(in: document, of: lines).map { $0 + 1 } ?? document.upperBound)
            lines.insert(contentsOf: [key + ":"] + nested.map { "  " + $0 }, at: at)
            return joined(lines)
        }
        let rest = lines[keyLine].dropFirst(key.count + 1).trimmingCharacters(in: .whitespaces)
        if rest == "{}" {
            lines[keyLine] = key + ":"
            lines.insert(contentsOf: nested.map { "  " + $0 }, at: keyLine + 1)
            return joined(lines)
        }
        guard rest.isEmpty || rest.hasPrefix("#") else { return nil }
        let block = blockLines(after: keyLine, indentAbove: 0, in: document, of: lines)
        let indent = block.lazy.map { lines[$0] }.first { !$0.trimmingCharacters(in: .whitespaces).isEmpty }.map { String($0.prefix { $0 == " " }) } ?? "  "
        let children = block.filter { lines[$0].hasPrefix(indent) && lines[$0].dropFirst(indent.count).first.map { $0 != " " && $0 != "#" } == true }
        if let existing, children.contains(where: { lines[$0].dropFirst(indent.count).hasPrefix(YAMLScalar.quoted(existing) + ":") }) {
            return nil
        }
        if let childName, let childLine = children.first(where: { lines[$0].dropFirst(indent.count).hasPrefix(childName + ":") }) {
            guard lines[childLine].dropFirst(indent.count + childName.count + 1).trimmingCharacters(in: .whitespaces).isEmpty else { return nil }
            let items = blockLines(after: childLine, indentAbove: indent.count, in: document, of: lines)
            let itemIndent = items.lazy.map { lines[$0] }.first { !$0.trimmingCharacters(in: .whitespaces).isEmpty }.map { String($0.prefix { $0 == " " }) } ?? indent + "  "
            lines.insert(contentsOf: entry.map { itemIndent + $0 }, at: (items.last ?? childLine) + 1)
            return joined(lines)
        }
        lines.insert(contentsOf: nested.map { indent + $0 }, at: (block.last ?? keyLine) + 1)
        return joined(lines)
    }

    /// The lines after `line` indented deeper than `indentAbove` (blank lines and comments
    /// between them included), up to the last such line that holds content.
    private static func blockLines(after line: Int, indentAbove: Int, in document: Range<Int>, of lines: [String]) -> [Int] {
        var block: [Int] = []
        var last = line
        for index in (line + 1)..<document.upperBound {
            let text = lines[index]
            let trimmed = text.drop { $0 == " " }
            if trimmed.isEmpty || trimmed.hasPrefix("#") { continue }
            guard text.count - trimmed.count > indentAbove else { break }
            last = index
        }
        if last > line { block = Array((line + 1)...last) }
        return block
    }
}
