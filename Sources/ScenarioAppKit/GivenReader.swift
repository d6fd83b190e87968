import YAMLReader

/// Collects the problems met while an app reads its `given`, for the scenario's diagnostics,
/// and holds what `given` as a whole has, so its values need not carry it.
/// One reader is shared by every `GivenNode` of one `given`. Not public; `@usableFromInline`
/// for the inlinable readers of `GivenNode` and `GivenMapping` (see `Fields`).
@usableFromInline package final class GivenReader {
    @usableFromInline package var decoder = NodeDecoder()
    /// Where a missing `given` would be: the scenario itself. Only `given` can be missing;
    /// every other value says where it is itself.
    @usableFromInline package var fallback: SourceLocation?
    /// The message for an unknown key of `given` itself, when it is not the usual one.
    @usableFromInline package var unknownKey: ((String) -> String)?

    package init() {}
}
