/// Collects the problems met while an app reads its `given`, for the scenario's diagnostics.
/// One reader is shared by every `GivenNode` of one `given`. Public with `package` members
/// only, for the inlinable readers of `GivenNode` and `GivenMapping` (see `Fields`).
public final class GivenReader {
    @usableFromInline package var decoder = NodeDecoder()

    package init() {}
}
