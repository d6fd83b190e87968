/// Caps on what expanding fragments and example rows may make of one file, so that a few
/// hostile bytes cannot grow into gigabytes of steps, text or errors.
///
/// The nodes that expansion makes are capped by the file's YAML node cap (`--max-nodes`),
/// which already bounds what aliases may make: the two are the same kind of growth.
public struct ExpansionLimits: Equatable, Sendable {
    /// Fragments used inside fragments, counting the outermost `use` as 1.
    public var maxFragmentDepth: Int
    /// Bytes of text that `${name}` inside longer text may write, over the whole file.
    public var maxSubstitutedBytes: Int
    /// Times one problem (one message at one place) is reported, however many uses of a
    /// fragment or example rows bring it back.
    public var maxRepeatedErrors: Int

    public init(maxFragmentDepth: Int = 64, maxSubstitutedBytes: Int = 16 * 1_048_576, maxRepeatedErrors: Int = 3) {
        self.maxFragmentDepth = maxFragmentDepth
        self.maxSubstitutedBytes = maxSubstitutedBytes
        self.maxRepeatedErrors = maxRepeatedErrors
    }
}
