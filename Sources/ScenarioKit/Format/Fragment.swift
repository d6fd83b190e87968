import YAMLReader

/// A named, parameterised list of steps written once (a `fragment:` document) and spliced
/// into any scenario by a `use` step before the scenario is decoded.
struct Fragment: Sendable {
    struct Parameter: Sendable {
        var name: String
        /// The value when a `use` gives none; nil makes the parameter required.
        var defaultValue: Node?
        var location: SourceLocation
    }

    var name: String
    var parameters: [Parameter]
    /// The `steps` sequence as written, `${name}`s and all.
    var steps: Node
    var location: SourceLocation
}
