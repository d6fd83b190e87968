import DragDropCore
import Foundation
import YAMLReader

/// Writes a scenario whose delays force one completion order, so that `run` meets that
/// order every time: the file `explore --emit` writes for a failing order.
///
/// Each work keeps its delay where the order allows; where it must finish later, it is
/// given a delay that makes it finish 1 ms after the work before it. (Held-back work that
/// was meant to finish before a later step now finishes after it; `explore` replays the
/// file and says so when the failure does not come back.) Only delays of other
/// apps' representations (`sources`) and of the gallery's image fetches (`given.images`) can
/// be rewritten, in the file's own text, so comments and layout stay.
public struct OrderEmitter: Sendable {
    public let file: ScenarioFile
    public let scenario: Scenario

    public struct Problem: Error, Sendable {
        public var message: String
    }

    public init(file: ScenarioFile, scenario: Scenario) {
        self.file = file
        self.scenario = scenario
    }

    /// The scenario with delays that force `order`, to be written at `destination` (its `use`
    /// references are rewritten to reach the same fragments from there); nil writes it beside
    /// the scenario's own file.
    public func emit(_ order: [Scheduler.PendingWork], to destination: String? = nil) -> Result<String, Problem> {
        guard let (document, lines) = scenarioDocument() else {
            return .failure(Problem(message: "scenario '\(scenario.name)' is not in \(file.path) as it was loaded"))
        }
        var delays: [String: Int] = [:]
        var changed: Set<String> = []
        var previous: (due: Int, sequence: Int)?
        // Work the file does not time (a fetch of a dropped image, say) follows from the work
        // that caused it.
        for work in order where isTimedByFile(work.label, root: document.root) {
            var due = work.dueAt
            // Due order with ties in request order is what `run` keeps; only work that would
            // come too early is held back, to just after the work before it.
            if let previous, (due, work.sequence) < (previous.due, previous.sequence) {
                let (later, overflowed) = previous.due.addingReportingOverflow(1)
                guard !overflowed else { return .failure(Problem(message: Self.pastTheEnd(work.label))) }
                due = later
            }
            previous = (due, work.sequence)
            let delay = due - work.requestedAt
            if let earlier = delays[work.label], earlier != delay {
                return .failure(Problem(message: "'\(work.label)' runs more than once and would need two different delays"))
            }
            delays[work.label] = delay
            if due != work.dueAt { changed.insert(work.label) }
        }
        var edits: [TextEdit] = []
        switch useEdits(in: document.root, destination: destination ?? file.path) {
        case .success(let found): edits += found
        case .failure(let problem): return .failure(problem)
        }
        for label in changed.sorted() {
            guard let delay = delays[label] else { continue }
            switch edit(for: label, delay: delay, in: document.root) {
            case .success(let edit): edits.append(edit)
            case .failure(let problem): return .failure(problem)
            }
        }
        // New lines take the file's own line break, so a CRLF file stays CRLF throughout.
        let lineBreak = SourceText(file.source).firstLineBreak ?? "\n"
        var text = TextEdit.apply(edits, to: lines, firstLine: document.firstLine, lineBreak: lineBreak)
        let summary = order.enumerated().map { "#   \($0.offset + 1). \($0.element.label)" }.joined(separator: lineBreak)
        text = "# Emitted by `dnd-scenario explore` from \(file.path): the delays force this order:\(lineBreak)\(summary)\(lineBreak)" + text
        return .success(text)
    }

    /// Whether `run` fails on an emitted file: the check that the delays force the order.
    public static func reproduces(_ text: String, path: String, apps: AppRegistry) -> Bool {
        let (file, diagnostics) = ScenarioFile.decode(text, path: path, apps: apps)
        guard diagnostics.isEmpty, let scenario = file.scenarios.first else { return false }
        let runner = ScenarioRunner(goldens: GoldenTrace(update: false, isCI: true))
        return runner.run(scenario, file: path).status != .passed
    }

    static func pastTheEnd(_ label: String) -> String {
        "'\(label)' would have to finish after the virtual clock's last millisecond (\(Int.max)ms)"
    }

    // MARK: - The scenario's own document

    private struct Located {
        var root: Node
        var firstLine: Int
    }

    /// The scenario's document and its lines (1-based `firstLine` on), without a leading
    /// `---`, split where libyaml splits them, each with its own break.
    private func scenarioDocument() -> (Located, [(text: String, lineBreak: String)])? {
        let documents = YAMLParser().documents(in: file.source, file: file.path).compactMap { try? $0.get() }
        // A row of an outline is named with its row's values: its document is the outline
        // that holds its place.
        guard let index = documents.firstIndex(where: { $0.root.mapping?["scenario"]?.scalar?.value == scenario.name })
            ?? documents.lastIndex(where: { $0.location.line <= scenario.location.line && $0.root.mapping?["examples"] != nil })
        else { return nil }
        let source = SourceText(file.source)
        let all = (1...max(1, source.lineCount)).compactMap { source.lineWithBreak($0) }
        var first = index == 0 ? 1 : documents[index].location.line
        let last = index + 1 < documents.count ? documents[index + 1].location.line - 1 : all.count
        guard first >= 1, first <= last, last <= all.count else { return nil }
        var lines = Array(all[(first - 1)..<last])
        if lines.first?.text.hasPrefix("---") == true {
            lines.removeFirst()
            first += 1
        }
        if lines.last?.text.hasPrefix("---") == true { lines.removeLast() }
        return (Located(root: documents[index].root, firstLine: first), lines)
    }

    // MARK: - Fragments used, reached from the emitted file

    /// Edits that make every `use` of the document name its fragment as the file at
    /// `destination` must: only the scenario's document is emitted, so a fragment of its own
    /// file is named with that file, and a fragment file is named from the new folder. A
    /// fragment file that the new folder cannot reach (fragments stay inside the folder of the
    /// file that uses them) is a problem, said before anything is written.
    private func useEdits(in root: Node, destination: String) -> Result<[TextEdit], Problem> {
        guard let steps = root.mapping?["steps"]?.sequence?.items else { return .success([]) }
        let original = (file.path as NSString).deletingLastPathComponent
        let destinationFolder = (destination as NSString).deletingLastPathComponent
        guard let from = realPath(original.isEmpty ? "." : original), let to = realPath(destinationFolder.isEmpty ? "." : destinationFolder) else {
            return .failure(Problem(message: "cannot resolve the folder of \(destination)"))
        }
        var edits: [TextEdit] = []
        for step in steps {
            guard let use = step.mapping?["use"] else { continue }
            guard case .scalar(let reference) = use.mapping?["steps"] ?? use, let end = reference.end, end.line == reference.location.line else { continue }
            let parts = reference.value.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
            let target = parts.count == 2 ? FragmentLibrary.normalise(from + "/" + parts[0]) : from + "/" + (file.path as NSString).lastPathComponent
            let name = parts.count == 2 ? parts[1] : parts[0]
            guard ConfinedPath.isInside(target, folder: to) else {
                return .failure(Problem(message: "the scenario uses fragments of \(target), which a file in \(to) cannot reach (a fragment file stays inside the folder of the file that uses it); emit into \(from) or a folder above it"))
            }
            let rewritten = String(target.dropFirst(to == "/" ? 1 : to.count + 1)) + "#" + name
            guard rewritten != reference.value else { continue }
            let quoted = "\"" + rewritten.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
            edits.append(TextEdit(start: reference.location, end: end, replacement: quoted))
        }
        return .success(edits)
    }

    // MARK: - Finding the delay to rewrite

    private func edit(for label: String, delay: Int, in root: Node) -> Result<TextEdit, Problem> {
        let parts = label.split(separator: " ", maxSplits: 2).map(String.init)
        let after = "\(delay)ms"
        if parts.count >= 2, parts[0] == "fetch" || label.hasPrefix("failing fetch ") {
            let url = parts[0] == "fetch" ? label.dropFirst("fetch ".count) : label.dropFirst("failing fetch ".count)
            guard let images = root.mapping?["given"]?.mapping?["images"]?.sequence,
                  let image = images.items.first(where: { ($0.scalar?.value ?? $0.mapping?["url"]?.scalar?.value) == String(url) })
            else { return .failure(Problem(message: "no given image with url \(url) to delay")) }
            return delayFetch(of: image, by: after)
        }
        guard parts.count == 3, parts[0].hasSuffix(".provider") else {
            return .failure(Problem(message: "cannot rewrite the delay of '\(label)'"))
        }
        let app = String(parts[0].dropLast(".provider".count))
        guard let items = root.mapping?["sources"]?.mapping?[app]?.sequence,
              let item = items.items.first(where: { $0.mapping?["id"]?.scalar?.value == parts[2] }),
              let provides = item.mapping?["provides"]?.mapping,
              let representation = provides[parts[1]]
        else { return .failure(Problem(message: "no representation \(parts[1]) of item '\(parts[2])' of source '\(app)' to delay")) }
        return delayRepresentation(representation, by: after)
    }

    private func isTimedByFile(_ label: String, root: Node) -> Bool {
        if label.hasPrefix("fetch ") || label.hasPrefix("failing fetch ") {
            let url = label.hasPrefix("fetch ") ? label.dropFirst("fetch ".count) : label.dropFirst("failing fetch ".count)
            let images = root.mapping?["given"]?.mapping?["images"]?.sequence?.items ?? []
            return images.contains { ($0.scalar?.value ?? $0.mapping?["url"]?.scalar?.value) == String(url) }
        }
        guard let role = label.split(separator: " ").first, role.hasSuffix(".provider") else { return false }
        return root.mapping?["sources"]?.mapping?[String(role.dropLast(".provider".count))] != nil
    }

    /// `value` → `{ value: value, after: X }`; a mapping gets or changes its `after`.
    private func delayRepresentation(_ node: Node, by after: String) -> Result<TextEdit, Problem> {
        switch node {
        case .scalar(let scalar):
            return wrap(scalar, key: "value", extra: "after: \(after)")
        case .mapping(let mapping):
            return setKey("after", to: after, in: mapping)
        case .sequence:
            return .failure(Problem(message: "a representation cannot be a sequence"))
        }
    }

    /// An image's fetch gets or changes its `after`.
    private func delayFetch(of image: Node, by after: String) -> Result<TextEdit, Problem> {
        switch image {
        case .scalar(let scalar):
            return wrap(scalar, key: "url", extra: "fetch: { after: \(after) }")
        case .mapping(let mapping):
            guard let fetch = mapping["fetch"] else { return setKey("fetch", to: "{ after: \(after) }", in: mapping) }
            guard let fetchMapping = fetch.mapping else { return .failure(Problem(message: "'fetch' is not a mapping")) }
            return setKey("after", to: after, in: fetchMapping)
        case .sequence:
            return .failure(Problem(message: "an image cannot be a sequence"))
        }
    }

    private func wrap(_ scalar: Node.Scalar, key: String, extra: String) -> Result<TextEdit, Problem> {
        guard let end = scalar.end, scalar.style != .literal, scalar.style != .folded, end.line == scalar.location.line else {
            return .failure(Problem(message: "cannot rewrite the multi-line value at line \(scalar.location.line)"))
        }
        return .success(TextEdit(start: scalar.location, end: end, replacement: nil, wrapping: (key: key, extra: extra)))
    }

    /// Replaces the value of `key` in `mapping`, or adds `key: value` as its first pair.
    private func setKey(_ key: String, to value: String, in mapping: Node.Mapping) -> Result<TextEdit, Problem> {
        if let existing = mapping[key] {
            guard let scalar = existing.scalar, let end = scalar.end, end.line == scalar.location.line else {
                return .failure(Problem(message: "cannot rewrite '\(key)' at line \(existing.location.line)"))
            }
            return .success(TextEdit(start: scalar.location, end: end, replacement: value))
        }
        return .success(TextEdit(start: mapping.location, end: mapping.location, replacement: nil, insertingFirstPair: "\(key): \(value)"))
    }
}
