/// A scenario file as a worker decoded it, told to the parent: enough to count, select and
/// report, while the decoded scenarios stay in the worker that will run them.
public struct LoadedFile: Equatable, Sendable {
    /// A scenario of the file: what `--filter`, `--tag` and `--shard` look at.
    public struct Entry: Equatable, Sendable {
        public var name: String
        public var tags: [String]
    }

    /// False when the file could not be read (then one problem says so).
    public var wasRead: Bool
    /// Documents that hold a scenario, including those that failed to decode.
    public var documentCount: Int
    /// The file's problems.
    public var problemCount: Int
    /// Each problem rendered with its source line and caret.
    public var diagnostics: [String]
    /// The scenarios that decoded, in file order.
    public var scenarios: [Entry]
}
