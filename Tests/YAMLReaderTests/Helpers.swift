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

func at(_ line: Int, _ column: Int) -> SourceLocation {
    SourceLocation(file: "t.yaml", line: line, column: column)
}
