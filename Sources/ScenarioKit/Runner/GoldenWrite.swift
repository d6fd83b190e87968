/// A golden trace written outside CI, announced so that no golden changes unnoticed.
public struct GoldenWrite: Equatable, Sendable, CustomStringConvertible {
    public enum Kind: String, Sendable {
        /// It was missing.
        case recorded
        /// It differed and `--update-goldens` asked for it.
        case updated
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
