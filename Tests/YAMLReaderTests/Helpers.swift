import YAMLReader

/// Parses `text` as the file `t.yaml` and returns the single document's root.
func root(_ text: String, limits: YAMLParser.Limits = .init()) throws -> Node {
    let documents = try YAMLParser(limits: limits).parse(text, file: "t.yaml")
    guard documents.count == 1, let first = documents.first else {
        throw YAMLError(location: SourceLocation(file: "t.yaml", line: 0, column: 0), message: "expected one document, got \(documents.count)")
    }
    return first.root
}

/// The error `text` fails with, as `line:column: message`, or nil when it parses.
func failure(_ text: String, limits: YAMLParser.Limits = .init()) -> String? {
    do {
        _ = try YAMLParser(limits: limits).parse(text, file: "t.yaml")
        return nil
    } catch {
        return "\(error.location.line):\(error.location.column): \(error.message)"
    }
}

/// `failure(text)` and how long it took, for inputs built to make a reader slow.
func timedFailure(_ text: String) -> (message: String?, elapsed: Duration) {
    var message: String?
    let elapsed = ContinuousClock().measure { message = failure(text) }
    return (message, elapsed)
}

/// The error ending `results`, the documents of a text that must fail.
func lastFailure(_ results: [Result<Document, YAMLError>]) -> YAMLError? {
    guard case .failure(let error)? = results.last else { return nil }
    return error
}

func at(_ line: Int, _ column: Int) -> SourceLocation {
    SourceLocation(file: "t.yaml", line: line, column: column)
}
