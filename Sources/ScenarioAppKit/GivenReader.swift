/// Collects the problems met while an app reads its `given`, for the scenario's diagnostics.
/// One reader is shared by every `GivenNode` of one `given`. Public with `package` members
/// only, for the inlinable readers of `GivenNode` and `GivenMapping` (see `Fields`).
public final class GivenReader {
    /// Unchecked: only `GivenNode`'s own readers reach it, one at a time, and a run-time
    /// check on every read of every value of `given` cost more than the read.
    @exclusivity(unchecked) @usableFromInline package var decoder = NodeDecoder()

    package init() {}
}
