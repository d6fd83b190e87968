import ScenarioAppKit
import YAMLReader

extension Step {
    /// The steps' words.
    enum Word: String, DecodingKey {
        case touch, lift, add, move, drop, cancel, wait, settle, reorder, relaunch, expect, tap, swipe, pinch, scroll
        /// Splices in a fragment's steps; expanded before steps are decoded (`StepExpansion`).
        case use

        /// What the step needs after its word, for the message when it is missing.
        var example: String? {
            switch self {
            case .touch: "a target, such as 'touch: {cell: 0}'"
            case .add: "a target, such as 'add: {cell: 1}'"
            case .move: "a target, such as 'move: {cell: 2}'"
            case .wait: "a duration, such as 'wait: 300ms'"
            case .tap: "a button, such as 'tap: {view: edit}'"
            case .swipe: "a table's row, such as 'swipe: {view: places, row: 2}'"
            case .reorder: "'from' and 'to', such as 'reorder: {from: 0, to: 2}'"
            case .pinch: "a scale, such as 'pinch: {scale: 1.5}'"
            case .scroll: "a cell or an offset, such as 'scroll: {to: 12}' or 'scroll: {y: 600}'"
            case .expect: "checks, such as 'expect: {placeholders: 0}'"
            case .use: "a fragment, such as 'use: drag'"
            case .lift, .drop, .cancel, .settle, .relaunch: nil
            }
        }
    }

    enum ReorderKey: String, DecodingKey {
        case from, to, via, cancel, view
    }

    enum PinchKey: String, DecodingKey {
        case scale, view
    }

    enum ScrollKey: String, DecodingKey {
        case to, y, view
    }

    static let fingerKey = "finger"

    /// `steps`: a list of steps, each a bare word or a one-key mapping, `use` steps expanded.
    static func decodeAll(_ items: [StepExpansion.Expanded], scope: DecodingScope, _ decoder: inout NodeDecoder) -> [Step]? {
        var steps: [Step] = []
        steps.reserveCapacity(items.count)
        var valid = true
        for item in items {
            let errorsBefore = decoder.diagnostics.count
            let usedAt = item.usedAt.isEmpty ? [] : item.usedAt.map(\.location)
            if let step = decode(item.node, usedAt: usedAt, scope: scope, &decoder) {
                steps.append(step)
            } else {
                valid = false
            }
            StepExpansion.attach(item.usedAt, since: errorsBefore, &decoder)
        }
        return valid ? steps : nil
    }

    /// A step node in flow style on one line, without the braces of its one-key mapping,
    /// written into one string as it goes (every step has one, for the reports).
    static func text(of node: Node) -> String {
        var text = ""
        if case .mapping(let mapping) = node {
            appendPairs(of: mapping, to: &text)
        } else {
            appendFlow(node, to: &text)
        }
        guard text.utf8.count > 160, text.count > 160 else { return text }
        return String(text.prefix(160)) + "…"
    }

    private static func appendFlow(_ node: Node, to text: inout String) {
        switch node {
        case .scalar(let scalar):
            switch scalar.style {
            case .singleQuoted, .doubleQuoted:
                text += "\""
                text += scalar.value
                text += "\""
            default:
                text += scalar.value
            }
        case .sequence(let sequence):
            text += "["
            for index in sequence.items.indices {
                if index > 0 { text += ", " }
                appendFlow(sequence.items[index], to: &text)
            }
            text += "]"
        case .mapping(let mapping):
            text += "{"
            appendPairs(of: mapping, to: &text)
            text += "}"
        }
    }

    private static func appendPairs(of mapping: Node.Mapping, to text: inout String) {
        for index in mapping.pairs.indices {
            if index > 0 { text += ", " }
            appendFlow(mapping.pairs[index].key, to: &text)
            text += ": "
            appendFlow(mapping.pairs[index].value, to: &text)
        }
    }

    /// A step: `- lift`, `- touch: {cell: 0}`, with `finger: N` beside the word or inside
    /// its mapping.
    static func decode(_ node: Node, usedAt: [SourceLocation] = [], scope: DecodingScope, _ decoder: inout NodeDecoder) -> Step? {
        // Made once, here, with everything it keeps: a step is too big to copy on its way out.
        guard let (kind, finger) = decodeKind(node, scope: scope, &decoder) else { return nil }
        return Step(kind, finger: finger, location: node.location, usedAt: usedAt, written: .node(node))
    }

    /// What a step does and with which finger.
    private static func decodeKind(_ node: Node, scope: DecodingScope, _ decoder: inout NodeDecoder) -> (Kind, finger: Int)? {
        switch node {
        case .scalar(let scalar):
            guard !scalar.isNull else {
                decoder.error(Self.emptyStep, at: node)
                return nil
            }
            guard let word = Word.named(scalar.value) else {
                decoder.error(Self.unknownStep(scalar.value), at: node)
                return nil
            }
            return decodeAction(word, nil, finger: nil, at: node, scope: scope, &decoder)
        case .sequence:
            decoder.error(Self.sequenceStep, at: node)
            return nil
        case .mapping(let mapping):
            // Where the action and the finger are among the pairs: indices, not copies of nodes.
            var action: (word: Word, index: Int)?
            var fingerIndex: Int?
            var valid = true
            for index in mapping.pairs.indices {
                guard let name = decoder.key(of: mapping.pairs, at: index) else { valid = false; continue }
                if name == fingerKey {
                    fingerIndex = index
                } else if let word = Word.named(name) {
                    if let first = action {
                        decoder.error(Self.twoActions(first.word.rawValue, name), at: mapping.pairs[index].key)
                        valid = false
                    } else {
                        action = (word, index)
                    }
                } else {
                    decoder.error(Self.unknownStep(name), at: mapping.pairs[index].key)
                    valid = false
                }
            }
            guard let action else {
                if valid { decoder.error(Self.onlyFinger, at: node) }
                return nil
            }
            guard valid else { return nil }
            let finger = fingerIndex.map { mapping.pairs[$0].value }
            return decodeAction(action.word, mapping.pairs[action.index].value, finger: finger, at: node, scope: scope, &decoder)
        }
    }

    /// The step for `word` with its value (nil for a bare word) and the finger beside it.
    private static func decodeAction(_ word: Word, _ written: Node?, finger besideFinger: Node?, at step: Node, scope: DecodingScope, _ decoder: inout NodeDecoder) -> (Kind, finger: Int)? {
        // `finger` may stand inside the step's mapping too: taken out, the rest is read as if
        // it stood beside the word. A step without one is read as written, not copied into a
        // variable first (a copy of an optional node for every step).
        if word != .wait, case .mapping(let mapping)? = written, let inner = mapping.pairs.firstIndex(where: Self.isFinger) {
            if besideFinger != nil {
                decoder.error(Self.fingerTwice, at: mapping.pairs[inner].key)
                return nil
            }
            var rest = mapping
            rest.pairs.removeAll(where: Self.isFinger)
            return decodeAction(word, .mapping(rest), finger: mapping.pairs[inner].value, at: step, scope: scope, &decoder)
        }
        var finger = 1
        if let besideFinger {
            guard let number = decodeFinger(besideFinger, &decoder) else { return nil }
            finger = number
        }

        guard let value = written, value.scalar?.isNull != true else {
            if let example = word.example {
                decoder.error(Self.needsValue(word.rawValue, example), at: step)
                return nil
            }
            return (simpleKind(word), finger)
        }

        // Each case returns its kind itself: gathered into one optional `Kind` first, every
        // step copied its target and destroyed an optional of the largest kind, expectations.
        switch word {
        case .touch:
            guard let target = StepTarget.decode(value, use: .touch, scope: scope, &decoder) else { return nil }
            return (.touch(target), finger)
        case .add:
            guard let target = StepTarget.decode(value, use: .add, scope: scope, &decoder) else { return nil }
            return (.add(target), finger)
        case .move:
            guard let target = StepTarget.decode(value, use: .move, scope: scope, &decoder) else { return nil }
            return (.move(target), finger)
        case .tap:
            guard let target = StepTarget.decode(value, use: .tap, scope: scope, &decoder) else { return nil }
            return (.tap(target), finger)
        case .swipe:
            guard let target = StepTarget.decode(value, use: .swipe, scope: scope, &decoder) else { return nil }
            guard case .row = target.kind else {
                decoder.error("'swipe' takes a table's row, such as 'swipe: {view: places, row: 2}'", at: value)
                return nil
            }
            return (.swipe(target), finger)
        case .wait:
            guard let milliseconds = decoder.duration(value, for: "'wait'") else { return nil }
            return (.wait(milliseconds: milliseconds), finger)
        case .reorder:
            guard let reorder = decodeReorder(value, scope: scope, &decoder) else { return nil }
            return (.reorder(reorder), finger)
        case .pinch:
            guard let pinch = decodePinch(value, scope: scope, &decoder) else { return nil }
            return (.pinch(pinch), finger)
        case .scroll:
            guard let scroll = decodeScroll(value, scope: scope, &decoder) else { return nil }
            return (.scroll(scroll), finger)
        case .use:
            // Expanded before decoding; reaching here means it was not, so say what to do.
            decoder.error(Self.useNotExpanded, at: step)
            return nil
        case .expect:
            guard let expectations = Expectations.decode(value, for: "'expect'", scope: scope, &decoder) else { return nil }
            // A step checks while the run is still going; only the final expect can say how it ends.
            for entry in expectations.entries {
                if case .error = entry.kind { decoder.error(Self.errorOnlyAtTheEnd, at: entry.location) }
            }
            return (.expect(expectations), finger)
        case .lift, .drop, .cancel, .settle, .relaunch:
            // Only `finger` may follow these words, and it was taken out above.
            if let mapping = value.mapping, mapping.pairs.isEmpty {
                return (simpleKind(word), finger)
            }
            let offending = value.mapping?.pairs.first?.key ?? value
            decoder.error(Self.takesNoValue(word.rawValue, found: NodeDecoder.flow(offending)), at: offending)
            return nil
        }
    }

    /// Whether a pair's key is `finger`, read in place.
    private static func isFinger(_ pair: Node.Mapping.Pair) -> Bool {
        if case .scalar(let key) = pair.key { return key.value == fingerKey }
        return false
    }

    private static func simpleKind(_ word: Word) -> Kind {
        switch word {
        case .lift: .lift
        case .drop: .drop
        case .cancel: .cancel
        case .settle: .settle
        default: .relaunch
        }
    }

    private static func decodeFinger(_ node: Node, _ decoder: inout NodeDecoder) -> Int? {
        guard let finger = decoder.integer(node, for: "'finger'") else { return nil }
        guard finger >= 1 else {
            decoder.error(Self.invalidFinger(finger), at: node)
            return nil
        }
        return finger
    }

    /// `pinch: {scale: S, view: NAME}`: a finite scale above 0, on a view the app has (its
    /// collection view when no view is named).
    private static func decodePinch(_ node: Node, scope: DecodingScope, _ decoder: inout NodeDecoder) -> Pinch? {
        guard let fields = decoder.fields(node, for: "'pinch'", PinchKey.self) else { return nil }
        guard decoder.require(.scale, in: fields), let scaleNode = fields[.scale],
              let scale = decoder.number(scaleNode, for: "'scale'", positive: true) else { return nil }
        guard scale.isFinite else {
            decoder.error(Self.infiniteScale, at: scaleNode)
            return nil
        }
        var view: String?
        if let viewNode = fields[.view] {
            guard let name = decoder.string(viewNode, for: "'view'") else { return nil }
            if let names = scope.viewNames, !names.contains(name) {
                decoder.error(StepTarget.unknownView(name, names: names, app: scope.app), at: viewNode)
                return nil
            }
            view = name
        } else if let problem = StepTarget.unnamedListProblem("step 'pinch'", scope: scope) {
            decoder.error(problem, at: node)
            return nil
        }
        return Pinch(scale: scale, view: view)
    }

    /// `scroll: {to: CELL}` or `scroll: {y: POINTS}`, exactly one, in a collection view the
    /// app has (its one collection view when no view is named).
    private static func decodeScroll(_ node: Node, scope: DecodingScope, _ decoder: inout NodeDecoder) -> Scroll? {
        guard let fields = decoder.fields(node, for: "'scroll'", ScrollKey.self) else { return nil }
        var list: String?
        if let listNode = fields[.view] {
            if let table = StepTarget.tableNamed(listNode, scope: scope), let viewKey = fields.keyNode(.view) {
                decoder.error(Self.scrollInTable(table), at: viewKey)
                return nil
            }
            guard let name = StepTarget.decodeList(listNode, for: "step 'scroll'", scope: scope, &decoder) else { return nil }
            list = name
        } else if let problem = StepTarget.unnamedListProblem("step 'scroll'", scope: scope) {
            decoder.error(problem, at: node)
            return nil
        }
        switch (fields[.to], fields[.y]) {
        case (let to?, nil):
            guard let indexPath = decoder.indexPath(to, for: "'to'") else { return nil }
            return Scroll(.item(indexPath), in: list)
        case (nil, let y?):
            guard let offset = decoder.number(y, for: "'y'") else { return nil }
            guard offset.isFinite, offset >= 0 else {
                decoder.error(Self.badOffset(NodeDecoder.flow(y)), at: y)
                return nil
            }
            return Scroll(.offset(offset), in: list)
        case (_?, _?):
            decoder.error(Self.scrollTwice, at: fields.keyNode(.y) ?? node)
            return nil
        case (nil, nil):
            if !fields.isMisspelt(.to), !fields.isMisspelt(.y) { decoder.error(Self.scrollNowhere, at: node) }
            return nil
        }
    }

    private static func decodeReorder(_ node: Node, scope: DecodingScope, _ decoder: inout NodeDecoder) -> Reorder? {
        guard let fields = decoder.fields(node, for: "'reorder'", ReorderKey.self) else { return nil }
        var list: String?
        if let listNode = fields[.view] {
            if let table = StepTarget.tableNamed(listNode, scope: scope), let viewKey = fields.keyNode(.view) {
                decoder.error(Self.reorderInTable(table), at: viewKey)
                return nil
            }
            guard let name = StepTarget.decodeList(listNode, for: "step 'reorder'", scope: scope, &decoder) else { return nil }
            list = name
        } else if let problem = StepTarget.unnamedListProblem("step 'reorder'", scope: scope) {
            decoder.error(problem, at: node)
            return nil
        }
        decoder.require(.from, .to, in: fields)
        let from = fields[.from].flatMap { node -> StepTarget? in
            if case .mapping = node { return StepTarget.decode(node, use: .from, scope: scope, &decoder) }
            return decoder.indexPath(node, for: "'from'").map { StepTarget(.cell($0), location: node.location) }
        }
        let to = fields[.to].flatMap { decoder.indexPath($0, for: "'to'") }
        var via: [StepTarget]? = []
        if let viaNode = fields[.via] {
            if let items = decoder.sequence(viaNode, for: "'via'") {
                // The places a reorder passes are in its own list, named or not.
                var inList = scope
                inList.listNames = nil
                let targets = items.compactMap { StepTarget.decode($0, use: .via, scope: inList, &decoder) }
                via = targets.count == items.count ? targets : nil
            } else {
                via = nil
            }
        }
        let cancel = fields[.cancel].map { decoder.bool($0, for: "'cancel'") } ?? false
        guard let from, let to, let via, let cancel else { return nil }
        return Reorder(from: from, to: to, via: via, cancel: cancel, in: list)
    }
}

extension Step {
    static func unknownStep(_ word: String) -> String {
        "unknown step '\(NodeDecoder.excerpt(word))'" + Suggestion.hint(for: word, in: Word.allCases.map(\.rawValue))
    }

    static func reorderInTable(_ name: String) -> String {
        let view = YAMLScalar.quoted(name)
        return "step 'reorder' needs a collection view, and '\(NodeDecoder.excerpt(name))' is a table view: move a row with a drag, 'touch: {view: \(view), row: N}', 'lift', 'move: {view: \(view), row: M}', 'drop'"
    }

    static func scrollInTable(_ name: String) -> String {
        "step 'scroll' needs a collection view, and '\(NodeDecoder.excerpt(name))' is a table view"
    }

    static func badOffset(_ found: String) -> String {
        "'y' is a content offset in points, 0 or more, found '\(found)'"
    }

    static let infiniteScale = "'scale' must be a finite number above 0, such as 1.5 (fingers spreading) or 0.5 (closing)"
    static let scrollTwice = "step 'scroll' takes 'to' or 'y', not both"
    static let scrollNowhere = "step 'scroll' needs 'to' (a cell brought to the top, such as 'to: 12') or 'y' (an offset in points, such as 'y: 600')"
    static let emptyStep = "empty step; write a word such as 'lift' or a mapping such as 'touch: {cell: 0}'"
    static let errorOnlyAtTheEnd = "'error' is checked only in the final expect: an expect step runs before the run can stop"
    static let sequenceStep = "expected a step, found a sequence; write a word such as 'lift' or a mapping such as 'touch: {cell: 0}'"
    static let onlyFinger = "step has only 'finger'; add an action such as 'lift'"
    static let useNotExpanded = "'use' can only stand among a scenario's steps"
    static let fingerTwice = "'finger' is given twice, beside the step and inside it"

    static func twoActions(_ first: String, _ second: String) -> String {
        "a step has one action; found '\(first)' and '\(second)' (start each step with '-')"
    }

    static func needsValue(_ word: String, _ example: String) -> String {
        "step '\(word)' needs \(example)"
    }

    static func takesNoValue(_ word: String, found: String) -> String {
        "step '\(word)' takes nothing but 'finger', found '\(found)'"
    }

    static func invalidFinger(_ finger: Int) -> String {
        "invalid finger '\(finger)': fingers count from 1"
    }
}
