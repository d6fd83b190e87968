import DragDropCore
import Foundation
import ScenarioAppKit
import YAMLReader

/// Checks expectations against the world as it is now, each failure located at its key and
/// explained: a diff for lists, both values for scalars.
struct ExpectationChecker {
    let world: World
    /// The scenario file, for golden paths.
    let file: String
    let goldens: GoldenTrace
    /// The finger a `session` check without its own finger looks at.
    let finger: Int
    /// False when replaying in an order other than the scenario's own, where whole traces differ.
    var checksWholeTrace = true
    /// Golden traces this checker wrote, for the command line to announce.
    private(set) var goldenWrites: [GoldenWrite] = []

    init(world: World, file: String, goldens: GoldenTrace, finger: Int, checksWholeTrace: Bool = true) {
        self.world = world
        self.file = file
        self.goldens = goldens
        self.finger = finger
        self.checksWholeTrace = checksWholeTrace
    }

    /// Every failure of `expectations`; the `error` entry is the runner's to check.
    mutating func check(_ expectations: Expectations) -> [ScenarioFailure] {
        var failures: [ScenarioFailure] = []
        for entry in expectations.entries { failures += check(entry) }
        return failures
    }

    private mutating func check(_ expectation: Expectation) -> [ScenarioFailure] {
        let location = expectation.location
        func fail(_ message: String, _ details: [String] = []) -> [ScenarioFailure] {
            [ScenarioFailure(location: location, message: message, details: details)]
        }
        switch expectation.kind {
        case .images(let expected):
            guard let images = StateImage.list(state("images")) else { return fail(Self.notInState("images")) }
            return compareImages(expected, images, what: "images").map { fail($0.0, $0.1) } ?? []
        case .saved(let expected):
            // The store: null when nothing was saved, the images, or text that does not decode.
            let store = state("saved")
            let saved = StateImage.list(store)
            guard store != nil, saved != nil || store == .null || store?.isText == true else { return fail(Self.notInState("saved")) }
            switch (expected, saved) {
            case (nil, nil):
                return []
            case (nil, let saved?):
                return fail("saved: expected none, found \(Self.count(saved.count, "image"))", saved.map { "+ " + Self.describe($0, like: nil) })
            case (let expected?, nil):
                let found = store == .null ? "nothing was saved" : "the store does not decode"
                return fail("saved: expected \(Self.count(expected.count, "image")), \(found)", expected.map { "- " + $0.written })
            case (let expected?, let saved?):
                return compareImages(expected, saved, what: "saved images").map { fail($0.0, $0.1) } ?? []
            }
        case .sections(let expected):
            guard let sections = Self.sections(state("sections")) else { return fail(Self.notInState("sections")) }
            let render = { (section: [String]) in "[" + section.joined(separator: ", ") + "]" }
            let diff = LineDiff(expected: expected.map(render), actual: sections.map(render))
            return diff.isEmpty ? [] : fail("sections differ", diff.render(context: 100))
        case .state(let expected):
            return StateComparison(expected: expected, actual: state(namedBy: expected)).failures
        case .placeholders(let expected):
            let found = world.app.collectionView?.numberOfPlaceholders ?? 0
            return found == expected ? [] : fail("placeholders: expected \(expected), found \(found)")
        case .lists(let expected):
            return expected.flatMap(checkList)
        case .views(let expected):
            guard let views = state("views") else { return fail(Self.notInState("views")) }
            return expected.flatMap { view -> [ScenarioFailure] in
                let found: String? = if case .string(let text) = views[view.view]?["text"] { text } else { nil }
                guard found != view.text else { return [] }
                return [ScenarioFailure(location: view.location, message: "view '\(view.view)' text: expected \(Self.quote(view.text)), found \(Self.quote(found))")]
            }
        case .received(let expected):
            return expected.flatMap(checkReceived)
        case .session(let session):
            return checkSession(session).map { fail($0) } ?? []
        case .error:
            return []
        case .trace(let trace):
            switch trace {
            case .lines, .golden: if !checksWholeTrace { return [] }
            case .patterns: break
            }
            return checkTrace(trace, at: location)
        }
    }

    // MARK: - Images

    /// Compares expected entries with images; nil when they agree, else a message and a diff
    /// whose actual lines are written the way the expectation writes them.
    private func compareImages(_ expected: [ImageExpectation], _ actual: [StateImage], what: String) -> (String, [String])? {
        // By index, not zipped: a zip copied every expectation, its strings retained.
        let agrees = expected.count == actual.count && expected.indices.allSatisfy { Self.matches(expected[$0], actual[$0]) }
        guard !agrees else { return nil }
        let style = expected.first
        let actualLines = actual.enumerated().map { index, image in
            if expected.indices.contains(index), Self.matches(expected[index], image) { return expected[index].written }
            return Self.describe(image, like: style)
        }
        let diff = LineDiff(expected: expected.map(\.written), actual: actualLines)
        return ("\(what) differ", diff.render(context: 100))
    }

    private static func matches(_ expected: ImageExpectation, _ image: StateImage) -> Bool {
        guard expected.matches(url: image.url) else { return false }
        guard let aspect = expected.aspect else { return true }
        return abs(aspect - image.aspectRatio) < 0.005
    }

    /// An image written like `style`: its last path component when the expectation uses
    /// those, with its aspect when the expectation gives one.
    private static func describe(_ image: StateImage, like style: ImageExpectation?) -> String {
        let usesComponents = style.map { !$0.url.contains("/") } ?? false
        let url = usesComponents ? (image.url.split(separator: "/").last.map(String.init) ?? image.url) : image.url
        guard style?.aspect != nil else { return url }
        return "{url: \(url), aspect: \(format(image.aspectRatio))}"
    }

    // MARK: - Lists

    /// A named list's counts, each mismatch said with both numbers.
    private func checkList(_ expected: ListExpectation) -> [ScenarioFailure] {
        let found: (items: [Int], placeholders: Int)?
        do {
            found = try world.counts(ofList: expected.list)
        } catch {
            return [ScenarioFailure(location: expected.location, message: "list '\(expected.list)': \(error.message)")]
        }
        guard let found else {
            return [ScenarioFailure(location: expected.location, message: "list '\(expected.list)' is not on screen")]
        }
        var problems: [String] = []
        let counts = found.items
        switch expected.items {
        case .total(let total)?:
            let sum = counts.reduce(0, +)
            if sum != total { problems.append("expected \(Self.count(total, "item")), found \(sum)") }
        case .bySection(let sections)?:
            if sections != counts {
                let render = { (counts: [Int]) in "[" + counts.map(String.init).joined(separator: ", ") + "]" }
                problems.append("expected items \(render(sections)) by section, found \(render(counts))")
            }
        case nil:
            break
        }
        if let placeholders = expected.placeholders, placeholders != found.placeholders {
            problems.append("expected \(Self.count(placeholders, "placeholder")), found \(found.placeholders)")
        }
        guard !problems.isEmpty else { return [] }
        return [ScenarioFailure(location: expected.location, message: "list '\(expected.list)': " + problems.joined(separator: "; "))]
    }

    // MARK: - Other apps

    private func checkReceived(_ expected: ReceivedExpectation) -> [ScenarioFailure] {
        guard let app = world.otherApp(named: expected.app), app.accepts != nil else {
            return [ScenarioFailure(location: expected.location, message: "'\(expected.app)' is not a target app of this scenario")]
        }
        let received = app.received
        func matches(_ entry: String, _ item: ReceivedItem) -> Bool {
            entry == item.identifier || item.values.contains(entry)
        }
        let agrees = expected.items.count == received.count && zip(expected.items, received).allSatisfy(matches)
        guard !agrees else { return [] }
        let actualLines = received.enumerated().map { index, item in
            if expected.items.indices.contains(index), matches(expected.items[index], item) { return expected.items[index] }
            return Self.describe(item, at: index)
        }
        let diff = LineDiff(expected: expected.items, actual: actualLines)
        return [ScenarioFailure(location: expected.location, message: "'\(expected.app)' received differs", details: diff.render(context: 100))]
    }

    /// A received item as an entry of `received` would name it: its id, else its first
    /// `TYPE=VALUE`; whatever else it carried follows in parentheses.
    private static func describe(_ item: ReceivedItem, at index: Int) -> String {
        var parts = item.values + item.failures.map { "failed " + $0 }
        let name: String
        if let identifier = item.identifier {
            name = identifier
        } else if !item.values.isEmpty {
            name = parts.removeFirst()
        } else {
            name = "item \(index)"
        }
        return name + (parts.isEmpty ? "" : " (" + parts.joined(separator: ", ") + ")")
    }

    private func checkSession(_ expected: SessionExpectation) -> String? {
        let finger = expected.finger ?? self.finger
        let session = world.system.session(ofFinger: finger)
        switch (expected.state, session) {
        case (.none, nil):
            return nil
        case (.none, let session?):
            return "session of finger \(finger): expected none, found one with \(Self.count(session.items.count, "item"))"
        case (.active, nil):
            return "session of finger \(finger): expected a drag session, found none"
        case (.active(let items, let operation, let fullSizePreviews), let session?):
            var problems: [String] = []
            if let items, items != session.items.count {
                problems.append("expected \(Self.count(items, "item")), found \(session.items.count)")
            }
            // The operation the drop will have, not the target's proposal as given: a move the
            // session does not allow, say, is a cancel.
            let actual = session.effectiveOperation
            if let operation, operation != actual {
                let proposed = session.proposedOperation
                problems.append("expected operation \(operation), found \(actual)" + (proposed == actual ? "" : " (the target proposed \(proposed))"))
            }
            if let fullSizePreviews, fullSizePreviews != session.prefersFullSizePreviews {
                problems.append("expected fullSizePreviews \(fullSizePreviews), found \(session.prefersFullSizePreviews)")
            }
            return problems.isEmpty ? nil : "session of finger \(finger): " + problems.joined(separator: "; ")
        }
    }

    // MARK: - Trace

    private mutating func checkTrace(_ expected: TraceExpectation, at location: SourceLocation) -> [ScenarioFailure] {
        let events = world.system.trace.events
        switch expected {
        case .lines(let patterns):
            let compiled = patterns.map { LinePattern($0.text) }
            let lines = events.map(\.untimedLine)
            if compiled.count == lines.count, zip(compiled, lines).allSatisfy({ $0.matches($1) }) { return [] }
            // The diff compares by text; each pattern is compiled once, not per comparison.
            let byText = Dictionary(compiled.map { ($0.text, $0) }, uniquingKeysWith: { first, _ in first })
            let diff = LineDiff(expected: compiled.map(\.text), actual: lines) { byText[$0]?.matches($1) ?? ($0 == $1) }
            return [ScenarioFailure(location: location, message: "trace differs", details: diff.render())]
        case .patterns(let contains, let excludes):
            let lines = UntimedLines(events)
            var failures: [ScenarioFailure] = []
            var next = 0
            var previous: String?
            // Patterns read in place, by index: copied out of their arrays, each was retained
            // and released with its location.
            for number in contains.indices {
                let compiled = LinePattern(contains[number].text)
                guard let found = compiled.firstMatch(in: lines, from: next) else {
                    let after = previous.map { " after '\($0)'" } ?? ""
                    let window = lines.lines(min(next, lines.count)..<min(next + 12, lines.count)).map { "  " + $0 }
                    let more = lines.count - next > 12 ? ["  …"] : []
                    failures.append(ScenarioFailure(location: contains[number].location, message: "trace has no line '\(compiled.text)'\(after)", details: ["- " + compiled.text] + window + more))
                    break
                }
                next = found + 1
                previous = compiled.text
            }
            let compiledExcludes = excludes.indices.map { LinePattern(excludes[$0].text) }
            let hits = PatternIndex(compiledExcludes).hits(in: lines, keeping: 12)
            for index in excludes.indices where hits[index].count > 0 {
                failures.append(ScenarioFailure(location: excludes[index].location, message: "trace has \(Self.count(hits[index].count, "line")) matching excluded '\(compiledExcludes[index].text)'", details: hits[index].first.map { "+ " + $0 }))
            }
            return failures
        case .golden(let relative):
            let actual = world.system.trace.render()
            switch goldens.check(relative, scenarioFile: file, actual: actual) {
            case .matched:
                return []
            case .recorded:
                goldenWrites.append(GoldenWrite(.recorded, path: Self.shown(relative, besides: file)))
                return []
            case .updated:
                goldenWrites.append(GoldenWrite(.updated, path: Self.shown(relative, besides: file)))
                return []
            case .deferred(let recorded, let resolved):
                let pending = GoldenWrite.Pending(resolved: resolved, text: actual)
                goldenWrites.append(GoldenWrite(recorded ? .recorded : .updated, path: Self.shown(relative, besides: file), pending: pending))
                return []
            case .mismatch(let diff):
                return [ScenarioFailure(location: location, message: "trace differs from golden \(relative) (rerun with --update-goldens to accept)", details: diff.render())]
            case .missingInCI:
                return [ScenarioFailure(location: location, message: "golden trace \(relative) is missing; record it outside CI (CI is set, so nothing is written)")]
            case .refused(let reason):
                return [ScenarioFailure(location: location, message: reason)]
            case .unwritable(let reason):
                return [ScenarioFailure(location: location, message: "cannot write golden trace \(relative): \(reason)")]
            }
        }
    }

    // MARK: - Wording

    /// The state of the app now, whole: made once per check, since nothing a check does
    /// changes it; read only where an expectation needs every key (one it names is missing).
    private lazy var state: StateValue = world.app.state

    /// The keys of the state read so far in this check, each made once and alone: an
    /// expectation reads the keys it names, not the gallery's saved store with its images.
    private var stateKeys: [String: StateValue?] = [:]

    /// The state's value under `key`, nil when it has none.
    private mutating func state(_ key: String) -> StateValue? {
        if let known = stateKeys[key] { return known }
        let value = world.app.state(forKey: key)
        stateKeys[key] = value
        return value
    }

    /// The part of the state `expected` names: its top-level keys, when the state has them
    /// all; the whole state otherwise, so that a missing key's message lists those there are.
    private mutating func state(namedBy expected: Node) -> StateValue {
        guard case .mapping(let mapping) = expected else { return state }
        var entries: [StateValue.Entry] = []
        for pair in mapping.pairs {
            guard let key = pair.key.scalar?.value, let value = state(key) else { return state }
            entries.append(StateValue.Entry(key, value))
        }
        return .map(entries)
    }

    /// The board's sections in a state: lists of texts.
    private static func sections(_ value: StateValue?) -> [[String]]? {
        guard case .list(let sections) = value else { return nil }
        var result: [[String]] = []
        for section in sections {
            guard case .list(let cells) = section else { return nil }
            result.append(cells.map(\.description))
        }
        return result
    }

    static func notInState(_ key: String) -> String {
        "'\(key)' checks the app's state key '\(key)', and this app's state has none of that shape"
    }

    /// A golden's path as the user sees it: the scenario's folder, then what it wrote.
    static func shown(_ golden: String, besides file: String) -> String {
        let folder = (file as NSString).deletingLastPathComponent
        return folder.isEmpty ? golden : folder + "/" + golden
    }

    static func count(_ number: Int, _ noun: String) -> String {
        "\(number) \(noun)\(number == 1 ? "" : "s")"
    }

    static func quote(_ text: String?) -> String {
        text.map { "\"\($0)\"" } ?? "no text"
    }

    static func format(_ number: Double) -> String {
        number.rounded() == number && abs(number) < 1e15 ? String(Int(number)) + ".0" : String(number)
    }
}

extension ImageExpectation {
    /// The entry as a diff line shows it.
    var written: String {
        guard let aspect else { return url }
        return "{url: \(url), aspect: \(ExpectationChecker.format(aspect))}"
    }
}
