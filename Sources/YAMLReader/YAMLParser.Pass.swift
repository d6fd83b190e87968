internal import CYAML

extension YAMLParser {
    /// One run of libyaml over a text, from `start` to its end, building its documents: the
    /// module's one door to C, and with its `NodeStack` the only code in it that touches a
    /// pointer.
    ///
    /// Invariant: every pointer used here is libyaml's or the text's, and is used only while
    /// it is valid — the parser and the event from their allocation to their deallocation
    /// below, an event's texts until `yaml_event_delete`, the text for the whole run inside
    /// `withUnsafeBufferPointer`. Nothing read through one leaves the run but values copied
    /// out of it: numbers, and `String`s made from its bytes.
    struct Pass {
        let bytes: [UInt8]
        let start: Int
        /// The line `start` is on, 0-based, added to every libyaml mark.
        let lineOffset: Int
        let file: String
        let limits: YAMLParser.Limits
        let nodeCount: Int

        struct Failure {
            var error: YAMLError
            /// False once the stream-wide node budget is spent: nothing after it may be read.
            var canResume: Bool
        }

        struct Outcome {
            var documents: [Document]
            var failure: Failure?
            var nodeCount: Int
        }

        /// The documents from `start` on, until the stream ends or the first problem;
        /// `texts` remembers short scalars for this pass and the next one of the same read.
        func run(texts: inout ShortTexts) -> Outcome {
            bytes.withUnsafeBufferPointer { buffer in run(buffer, texts: &texts) }
        }

        private func run(_ buffer: UnsafeBufferPointer<UInt8>, texts: inout ShortTexts) -> Outcome {
            var builder = NodeBuilder(limits: limits, file: file, nodeCount: nodeCount)
            let here = SourceLocation(file: file, line: lineOffset + 1, column: 1)
            // libyaml keeps pointers into the parser, so it must not move: allocate it.
            let parser = UnsafeMutablePointer<yaml_parser_t>.allocate(capacity: 1)
            defer { parser.deallocate() }
            guard yaml_parser_initialize(parser) == 1 else {
                return Outcome(documents: [], failure: Failure(error: YAMLError(location: here, message: Pass.outOfMemory), canResume: false), nodeCount: nodeCount)
            }
            defer { yaml_parser_delete(parser) }
            yaml_parser_set_encoding(parser, YAML_UTF8_ENCODING)
            guard let base = buffer.baseAddress else {
                return Outcome(documents: [], failure: nil, nodeCount: nodeCount)
            }
            yaml_parser_set_input_string(parser, base + start, buffer.count - start)

            // One event struct for the whole pass, handed on by address: libyaml fills it anew
            // for each event, and copying its hundred bytes per event cost more than using it.
            let event = UnsafeMutablePointer<yaml_event_t>.allocate(capacity: 1)
            event.initialize(to: yaml_event_t())
            defer { event.deallocate() }
            while true {
                guard yaml_parser_parse(parser, event) == 1 else {
                    let error = syntaxError(parser.pointee)
                    return Outcome(documents: builder.documents, failure: Failure(error: error, canResume: true), nodeCount: builder.nodeCount)
                }
                defer { yaml_event_delete(event) }
                let type = event.pointee.type
                do {
                    try build(event, into: &builder, texts: &texts)
                } catch {
                    let canResume = builder.nodeCount <= limits.maxNodes
                    return Outcome(documents: builder.documents, failure: Failure(error: error, canResume: canResume), nodeCount: builder.nodeCount)
                }
                if type == YAML_STREAM_END_EVENT { break }
            }
            return Outcome(documents: builder.documents, failure: nil, nodeCount: builder.nodeCount)
        }

        private func location(_ mark: yaml_mark_t) -> SourceLocation {
            SourceLocation(mark, file: file, lineOffset: lineOffset)
        }

        /// Hands one libyaml event to the builder, straight from libyaml's struct: no event
        /// value in between, whose copies and destruction cost more than building the node.
        /// Places go as numbers; the builder makes the locations.
        private func build(_ event: UnsafePointer<yaml_event_t>, into builder: inout NodeBuilder, texts: inout ShortTexts) throws(YAMLError) {
            let place = SourceLocation.oneBased(event.pointee.start_mark, lineOffset: lineOffset)
            switch event.pointee.type {
            case YAML_DOCUMENT_START_EVENT:
                builder.startDocument(at: place)
            case YAML_DOCUMENT_END_EVENT:
                builder.endDocument()
            case YAML_ALIAS_EVENT:
                try builder.alias(string(event.pointee.data.alias.anchor) ?? "", at: place)
            case YAML_SCALAR_EVENT:
                let data = event.pointee.data.scalar
                let value = data.value.map { Self.text($0, count: data.length, remembering: &texts) } ?? ""
                let end = SourceLocation.oneBased(event.pointee.end_mark, lineOffset: lineOffset)
                // Most scalars have no anchor: that path holds no optional text to release.
                if let anchor = data.anchor {
                    try builder.scalar(value, style: style(data.style), tag: string(data.tag), anchor: String(cString: anchor), at: place, end: end)
                } else {
                    try builder.scalar(value, style: style(data.style), tag: string(data.tag), anchor: nil, at: place, end: end)
                }
            case YAML_SEQUENCE_START_EVENT:
                let data = event.pointee.data.sequence_start
                try builder.startCollection(isMapping: false, tag: string(data.tag), anchor: string(data.anchor), at: place)
            case YAML_MAPPING_START_EVENT:
                let data = event.pointee.data.mapping_start
                try builder.startCollection(isMapping: true, tag: string(data.tag), anchor: string(data.anchor), at: place)
            case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT:
                builder.endCollection()
            default:
                break
            }
        }

        /// The UTF-8 text of `count` bytes at `bytes` (valid: libyaml has checked it); a short
        /// one through `texts`, keyed by its bytes copied into two words (little-endian on
        /// every platform Swift runs on here; only equality of the words matters).
        @inline(__always)
        static func text(_ bytes: UnsafePointer<UInt8>, count: Int, remembering texts: inout ShortTexts) -> String {
            let buffer = UnsafeBufferPointer(start: bytes, count: count)
            guard count > 0, count <= ShortTexts.longest else { return String(decoding: buffer, as: UTF8.self) }
            var words: (low: UInt64, high: UInt64) = (0, 0)
            withUnsafeMutableBytes(of: &words) { $0.copyMemory(from: UnsafeRawBufferPointer(buffer)) }
            let text = texts.text(low: words.low, high: words.high, count: count) { String(decoding: buffer, as: UTF8.self) }
            // A remembered text must be exactly these bytes: a slot matched on anything less
            // would hand out another scalar's text.
            assert(text.utf8.elementsEqual(buffer), "remembered text \(text.debugDescription) for other bytes")
            return text
        }

        private func string(_ pointer: UnsafeMutablePointer<yaml_char_t>?) -> String? {
            pointer.map { String(cString: $0) }
        }

        private func style(_ style: yaml_scalar_style_t) -> Node.Scalar.Style {
            switch style {
            case YAML_SINGLE_QUOTED_SCALAR_STYLE: .singleQuoted
            case YAML_DOUBLE_QUOTED_SCALAR_STYLE: .doubleQuoted
            case YAML_LITERAL_SCALAR_STYLE: .literal
            case YAML_FOLDED_SCALAR_STYLE: .folded
            default: .plain
            }
        }

        /// libyaml's problem, context and mark as one message at one location.
        private func syntaxError(_ parser: yaml_parser_t) -> YAMLError {
            let problem = parser.problem.map { String(cString: $0) } ?? "invalid YAML"
            switch parser.error {
            case YAML_MEMORY_ERROR:
                return YAMLError(location: location(parser.problem_mark), message: Self.outOfMemory)
            case YAML_READER_ERROR:
                // The reader knows only a byte offset; count lines to it.
                let offset = min(start + parser.problem_offset, bytes.count)
                let mark = LineTable(bytes).mark(at: offset, in: bytes)
                return YAMLError(location: SourceLocation(mark, file: file, lineOffset: 0), message: Self.readerProblem(problem, value: Int(parser.problem_value)))
            default:
                let context = parser.context.map { String(cString: $0) }
                let contextLocation = location(parser.context_mark)
                let message = Self.syntaxProblem(problem, context: context, at: contextLocation)
                // libyaml names neither tabs nor indentation: said here, at the tab if one
                // indents a line the problem spans.
                let problemOffset = min(start + parser.problem_mark.index, bytes.count)
                let firstOffset = context == nil ? problemOffset : min(start + parser.context_mark.index, problemOffset)
                if let tab = Self.indentingTab(in: bytes, from: firstOffset, to: problemOffset) {
                    let mark = LineTable(bytes).mark(at: tab, in: bytes)
                    return YAMLError(location: SourceLocation(mark, file: file, lineOffset: 0), message: message + "; " + Self.tabIndents)
                }
                let hint = Self.indentationProblems.contains(problem) ? "; " + Self.checkIndentation : ""
                return YAMLError(location: location(parser.problem_mark), message: message + hint)
            }
        }

        static let tabIndents = "a tab indents this line, and YAML indents with spaces only"
        static let checkIndentation = "check the indentation: the entries of one mapping or list start in the same column, further right than their parent's"

        /// libyaml's problems that a line indented too far or not far enough makes.
        static let indentationProblems: Set<String> = [
            "did not find expected key", "did not find expected '-' indicator", "mapping values are not allowed in this context",
            "block sequence entries are not allowed in this context", "did not find expected <document start>",
        ]

        /// The offset of the first tab in the indentation (leading spaces, tabs and list
        /// dashes) of a line from the one holding `first` to the one holding `last`.
        static func indentingTab(in bytes: [UInt8], from first: Int, to last: Int) -> Int? {
            var offset = first
            while offset > 0, bytes[offset - 1] != UInt8(ascii: "\n") { offset -= 1 }
            var atLineStart = true
            while offset < bytes.count {
                let byte = bytes[offset]
                if byte == UInt8(ascii: "\n") {
                    if offset >= last { return nil }
                    atLineStart = true
                } else if atLineStart {
                    if byte == UInt8(ascii: "\t") { return offset }
                    if byte != UInt8(ascii: " ") && byte != UInt8(ascii: "-") { atLineStart = false }
                }
                offset += 1
            }
            return nil
        }

        static let outOfMemory = "out of memory while reading YAML"

        static func readerProblem(_ problem: String, value: Int) -> String {
            guard value >= 0 else { return problem }
            let hex = String(value, radix: 16, uppercase: true)
            return "\(problem) (0x\(hex.count < 2 ? "0" + hex : hex))"
        }

        static func syntaxProblem(_ problem: String, context: String?, at location: SourceLocation) -> String {
            guard let context else { return problem }
            return "\(problem) (\(context) at line \(location.line), column \(location.column))"
        }
    }
}

extension YAMLParser.Pass {
    /// The children of every open collection, end to end (a mapping's as key, value, key…),
    /// in memory it manages itself: a node is moved in when it is made and moved out into its
    /// collection's array when that ends. Copied out of an array instead, and the array's
    /// tail destroyed, every node was retained and released once more, through its value
    /// witnesses (a twentieth of the reader row).
    ///
    /// Part of the door: its invariant is that slots `0..<count` hold initialized nodes and
    /// the others none; every index read or moved out is below `count` (checked in debug
    /// builds), and the storage is freed with the slots in use deinitialized.
    final class NodeStack {
        private var base: UnsafeMutablePointer<Node>
        private var capacity: Int
        /// How many nodes it holds, from index 0.
        private(set) var count = 0

        init() {
            capacity = 64
            base = .allocate(capacity: capacity)
        }

        deinit {
            base.deinitialize(count: count)
            base.deallocate()
        }

        /// The node at `index`, read in place.
        subscript(index: Int) -> Node {
            unsafeAddress {
                assert(index >= 0 && index < count, "node \(index) of \(count) read")
                return UnsafePointer(base + index)
            }
        }

        func push(_ node: consuming Node) {
            if count == capacity { grow() }
            (base + count).initialize(to: node)
            count += 1
        }

        /// The nodes from `start` up, moved out in order: a sequence's items.
        ///
        /// Appended one by one to an array reserved to size: `Array(unsafeUninitializedCapacity:)`
        /// is not specialised here and looks up the array's type at run time on every call.
        func popItems(from start: Int) -> [Node] {
            assert(start >= 0 && start <= count, "items from \(start) of \(count) taken")
            var items: [Node] = []
            items.reserveCapacity(count - start)
            for index in start..<count { items.append((base + index).move()) }
            count = start
            return items
        }

        /// The nodes from `start` up, moved out two by two: a mapping's pairs. A key left without
        /// its value (libyaml always gives one) is dropped.
        func popPairs(from start: Int) -> [Node.Mapping.Pair] {
            assert(start >= 0 && start <= count, "pairs from \(start) of \(count) taken")
            var pairs: [Node.Mapping.Pair] = []
            pairs.reserveCapacity((count - start) / 2)
            var index = start
            while index + 1 < count {
                pairs.append(Node.Mapping.Pair(key: (base + index).move(), value: (base + index + 1).move()))
                index += 2
            }
            if index < count { (base + index).deinitialize(count: count - index) }
            count = start
            return pairs
        }

        private func grow() {
            let bigger = UnsafeMutablePointer<Node>.allocate(capacity: 2 * capacity)
            bigger.moveInitialize(from: base, count: count)
            base.deallocate()
            base = bigger
            capacity *= 2
        }
    }
}
