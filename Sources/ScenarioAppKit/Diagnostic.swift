import YAMLReader

/// A problem found in a scenario file, with where it is. Libraries return these; only the
/// command line prints them (see `DiagnosticRenderer`).
public struct Diagnostic: Equatable, Sendable, CustomStringConvertible {
    /// Line 0 means the file as a whole (one that cannot be read, say).
    public var location: SourceLocation
    public var message: String

    public init(_ message: String, at location: SourceLocation) {
        self.location = location
        self.message = message
    }

    public var description: String {
        location.line > 0 ? "\(location): error: \(message)" : "\(location.file): error: \(message)"
    }
}
