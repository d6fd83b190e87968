/// A check of the trace.
public enum TraceExpectation: Equatable, Sendable {
    /// `trace: [...]`: the whole trace, line for line.
    case lines([TracePattern])
    /// `trace: {contains, excludes}`: these lines in this order, with anything between; and
    /// no line matching any excluded pattern. Either list may be empty.
    case patterns(contains: [TracePattern], excludes: [TracePattern])
    /// `trace: {golden: PATH}`: the whole trace equals the file, a path relative to the scenario file.
    case golden(String)
}
