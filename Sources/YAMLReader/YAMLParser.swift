internal import CYAML

/// Reads YAML text into documents of located nodes, through the system libyaml.
///
/// The only type in the package that talks to libyaml; nothing of libyaml leaves this module.
public struct YAMLParser: Sendable {
    public var limits: Limits

    public init(limits: Limits = Limits()) {
        self.limits = limits
    }

    /// Every document of `text`, or the first problem.
    public func parse(_ text: String, file: String) throws(YAMLError) -> [Document] {
        var documents: [Document] = []
        for result in read(Array(text.utf8), file: file, recovering: false) {
            documents.append(try result.get())
        }
        return documents
    }

    /// Every document of `bytes`, in order, each decoded or failed.
    ///
    /// A syntax error ends its document; reading resumes at the next `---` line after it, so
    /// one bad document does not hide the others. Exceeding the node limit ends the stream.
    public func documents(in bytes: [UInt8], file: String) -> [Result<Document, YAMLError>] {
        read(bytes, file: file, recovering: true)
    }

    /// See `documents(in:file:)`.
    public func documents(in text: String, file: String) -> [Result<Document, YAMLError>] {
        read(Array(text.utf8), file: file, recovering: true)
    }

    /// 3 when `bytes` open with a UTF-8 byte-order mark, else 0.
    public static func byteOrderMarkLength(_ bytes: [UInt8]) -> Int {
        bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
    }

    private func read(_ bytes: [UInt8], file: String, recovering: Bool) -> [Result<Document, YAMLError>] {
        // libyaml asserts on a NULL input pointer, which is what an empty array hands out.
        guard !bytes.isEmpty else { return [] }
        return bytes.withUnsafeBufferPointer { buffer -> [Result<Document, YAMLError>] in
            var results: [Result<Document, YAMLError>] = []
            var lines: LineTable?
            // A UTF-8 byte-order mark may open the stream (YAML 1.2 §5.2); libyaml, told the
            // encoding, would read it as text.
            var start = Self.byteOrderMarkLength(bytes)
            var nodeCount = 0
            while true {
                let lineOffset = start == 0 ? 0 : lines?.line(containing: start) ?? 0
                let pass = Pass(buffer: buffer, start: start, lineOffset: lineOffset, file: file, limits: limits, nodeCount: nodeCount)
                let outcome = pass.run()
                nodeCount = outcome.nodeCount
                // Taken as they are when they are the first: appended to the empty array,
                // they were copied into a new one, element by element, for every file.
                let documents = outcome.documents.map { Result<Document, YAMLError>.success($0) }
                if results.isEmpty { results = documents } else { results += documents }
                guard let failure = outcome.failure else { break }
                results.append(.failure(failure.error))
                guard recovering, failure.canResume else { break }
                let table = lines ?? LineTable(buffer)
                lines = table
                guard let next = table.documentStart(onOrAfterLine: failure.error.location.line - 1, after: start, in: buffer) else { break }
                start = next
            }
            return results
        }
    }
}

/// One run of libyaml over the buffer from `start` to its end.
private struct Pass {
    let buffer: UnsafeBufferPointer<UInt8>
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

    func run() -> Outcome {
        var builder = NodeBuilder(limits: limits, file: file, nodeCount: nodeCount)
        let texts = ShortTexts.take()
        defer { texts.giveBack() }
        let here = SourceLocation(file: file, line: lineOffset + 1, column: 1)
        // libyaml keeps pointers into the parser, so it must not move: allocate it.
        let parser = UnsafeMutablePointer<yaml_parser_t>.allocate(capacity: 1)
        defer { parser.deallocate() }
        guard yaml_parser_initialize(parser) == 1 else {
            return Outcome(documents: [], failure: Failure(error: YAMLError(location: here, message: Self.outOfMemory), canResume: false), nodeCount: nodeCount)
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
                try build(event, into: &builder, texts: texts)
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

    /// Hands one libyaml event to the builder, straight from libyaml's struct: no event value
    /// in between, whose copies and destruction cost more than building the node. Places
    /// go as numbers; the builder makes the locations.
    private func build(_ event: UnsafePointer<yaml_event_t>, into builder: inout NodeBuilder, texts: ShortTexts) throws(YAMLError) {
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
            let value = data.value.map { texts.text($0, count: data.length) } ?? ""
            let end = SourceLocation.oneBased(event.pointee.end_mark, lineOffset: lineOffset)
            // Most scalars have no anchor: that path holds no optional text to release.
            if let anchor = data.anchor {
                try builder.scalar(value, style: style(data.style), tag: tagNumber(data.tag), anchor: String(cString: anchor), at: place, end: end)
            } else {
                try builder.scalar(value, style: style(data.style), tag: tagNumber(data.tag), anchor: nil, at: place, end: end)
            }
        case YAML_SEQUENCE_START_EVENT:
            let data = event.pointee.data.sequence_start
            try builder.startCollection(isMapping: false, tag: tagNumber(data.tag), anchor: string(data.anchor), at: place)
        case YAML_MAPPING_START_EVENT:
            let data = event.pointee.data.mapping_start
            try builder.startCollection(isMapping: true, tag: tagNumber(data.tag), anchor: string(data.anchor), at: place)
        case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT:
            builder.endCollection()
        default:
            break
        }
    }

    private func string(_ pointer: UnsafeMutablePointer<yaml_char_t>?) -> String? {
        pointer.map { String(cString: $0) }
    }

    /// A tag's number in `NameTable`; `none` for no tag, the usual case, without a `String`.
    private func tagNumber(_ pointer: UnsafeMutablePointer<yaml_char_t>?) -> UInt32 {
        guard let pointer else { return NameTable.none }
        return NameTable.shared.number(for: String(cString: pointer))
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
            let offset = min(start + parser.problem_offset, buffer.count)
            let mark = LineTable(buffer).mark(at: offset, in: buffer)
            return YAMLError(location: SourceLocation(mark, file: file, lineOffset: 0), message: Self.readerProblem(problem, value: Int(parser.problem_value)))
        default:
            let context = parser.context.map { String(cString: $0) }
            let contextLocation = location(parser.context_mark)
            return YAMLError(location: location(parser.problem_mark), message: Self.syntaxProblem(problem, context: context, at: contextLocation))
        }
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

extension SourceLocation {
    /// The one place libyaml's 0-based marks become 1-based lines and columns.
    static func oneBased(_ mark: yaml_mark_t, lineOffset: Int) -> (line: Int, column: Int) {
        (Int(mark.line) + lineOffset + 1, Int(mark.column) + 1)
    }

    init(_ mark: yaml_mark_t, file: String, lineOffset: Int) {
        let place = Self.oneBased(mark, lineOffset: lineOffset)
        self.init(file: file, line: place.line, column: place.column)
    }
}

/// Where each line of the buffer starts, breaking lines where libyaml does (LF, CR, CRLF,
/// NEL, LS, PS), to resume after an error and to place byte offsets.
struct LineTable {
    private(set) var starts: [Int] = [0]

    init(_ buffer: UnsafeBufferPointer<UInt8>) {
        var index = 0
        let count = buffer.count
        while index < count {
            let width = LineBreak.width(at: index, in: buffer)
            if width > 0 {
                index += width
                starts.append(index)
            } else {
                index += 1
            }
        }
    }

    /// The 0-based line holding byte `offset`.
    func line(containing offset: Int) -> Int {
        var low = 0
        var high = starts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if starts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return low
    }

    /// A 0-based mark for a byte offset, its column counted in characters as libyaml counts.
    func mark(at offset: Int, in buffer: UnsafeBufferPointer<UInt8>) -> yaml_mark_t {
        let line = line(containing: offset)
        var column = 0
        var index = starts[line]
        while index < offset, index < buffer.count {
            if buffer[index] & 0xC0 != 0x80 { column += 1 }
            index += 1
        }
        return yaml_mark_t(index: offset, line: line, column: column)
    }

    /// The offset of the first `---` line at or after 0-based `line` that starts after `offset`.
    func documentStart(onOrAfterLine line: Int, after offset: Int, in buffer: UnsafeBufferPointer<UInt8>) -> Int? {
        var index = max(line, 0)
        while index < starts.count {
            let start = starts[index]
            if start > offset, isDocumentMarker(at: start, in: buffer) { return start }
            index += 1
        }
        return nil
    }

    private func isDocumentMarker(at start: Int, in buffer: UnsafeBufferPointer<UInt8>) -> Bool {
        guard start + 3 <= buffer.count,
              buffer[start] == 0x2D, buffer[start + 1] == 0x2D, buffer[start + 2] == 0x2D
        else { return false }
        guard start + 3 < buffer.count else { return true }
        return [0x20, 0x09, 0x0A, 0x0D].contains(buffer[start + 3])
    }
}
