/// A golden trace written outside CI, announced so that no golden changes unnoticed.
public struct GoldenWrite: Equatable, Sendable, CustomStringConvertible {
    public enum Kind: String, Sendable {
        /// It was missing.
        case recorded
        /// It differed and `--update-goldens` asked for it.
        case updated
        /// It would have been recorded or rewritten, but the run wrote nothing
        /// (`GoldenTrace.withholdsWrites`): the scenario runs again once writing is allowed.
        case withheld
    }

    public var kind: Kind
    public var path: String

    public init(_ kind: Kind, path: String) {
        self.kind = kind
        self.path = path
    }

    /// `recorded Scenarios/x.trace`, the line standard error shows.
    public var description: String { "\(kind.rawValue) \(path)" }
}
