import YAMLReader

/// A problem found in a scenario file, with where it is. Libraries return these; only the
/// command line prints them (see `DiagnosticRenderer`).
public struct Diagnostic: Hashable, Sendable, CustomStringConvertible {
    /// Line 0 means the file as a whole (one that cannot be read, say).
    public var location: SourceLocation
    public var message: String
    /// Places that explain the error: the `use` of the fragment it is in, the example row
    /// of the outline it came from; outermost last.
    public var notes: [Note] = []

    public init(_ message: String, at location: SourceLocation, notes: [Note] = []) {
        self.location = location
        self.message = message
        self.notes = notes
    }

    /// `FILE:LINE:COLUMN: note: MESSAGE`, printed under the error it explains.
    public struct Note: Hashable, Sendable, CustomStringConvertible {
        public var message: String
        public var location: SourceLocation

        public init(_ message: String, at location: SourceLocation) {
            self.message = message
            self.location = location
        }

        public var description: String { "\(location): note: \(message)" }
    }

    public var description: String {
        let head = location.line > 0 ? "\(location): error: \(message)" : "\(location.file): error: \(message)"
        return ([head] + notes.map(\.description)).joined(separator: "\n")
    }
}
