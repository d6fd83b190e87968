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
        var results: [Result<Document, YAMLError>] = []
        var lines: LineTable?
        var texts = ShortTexts()
        // A UTF-8 byte-order mark may open the stream (YAML 1.2 §5.2); libyaml, told the
        // encoding, would read it as text.
        var start = Self.byteOrderMarkLength(bytes)
        var nodeCount = 0
        while true {
            let lineOffset = start == 0 ? 0 : lines?.line(containing: start) ?? 0
            let pass = Pass(bytes: bytes, start: start, lineOffset: lineOffset, file: file, limits: limits, nodeCount: nodeCount)
            let outcome = pass.run(texts: &texts)
            nodeCount = outcome.nodeCount
            // Taken as they are when they are the first: appended to the empty array,
            // they were copied into a new one, element by element, for every file.
            let documents = outcome.documents.map { Result<Document, YAMLError>.success($0) }
            if results.isEmpty { results = documents } else { results += documents }
            guard let failure = outcome.failure else { break }
            results.append(.failure(failure.error))
            guard recovering, failure.canResume else { break }
            let table = lines ?? LineTable(bytes)
            lines = table
            guard let next = table.documentStart(onOrAfterLine: failure.error.location.line - 1, after: start, in: bytes) else { break }
            start = next
        }
        return results
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

