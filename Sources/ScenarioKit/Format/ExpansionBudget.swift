import ScenarioAppKit
import YAMLReader

/// What one file's expansion of fragments and example rows has made so far, against its
/// caps: charged as each node and each substituted text is made, so growth stops at the cap
/// rather than after it, at a cost of a few additions per node.
///
/// Passing a cap spends the budget: the error is reported where it happened, once, and
/// every later expansion in the file gives up at once.
struct ExpansionBudget {
    let limits: ExpansionLimits
    /// The file's YAML node cap, which bounds the nodes expansion makes too.
    let maxNodes: Int
    /// The deepest nesting the reader allows: substitution keeps every node within it, so
    /// no walk of a substituted node goes deeper than one of a node as read.
    let maxDepth: Int
    private(set) var nodes = 0
    private(set) var bytes = 0
    private(set) var isSpent = false

    init(limits: ExpansionLimits, maxNodes: Int, maxDepth: Int) {
        self.limits = limits
        self.maxNodes = maxNodes
        self.maxDepth = maxDepth
    }

    /// Counts `count` nodes made; false, with the error reported at `location`, once the
    /// file's expansion has made more than `maxNodes`.
    mutating func charge(nodes count: Int, at location: SourceLocation, _ decoder: inout NodeDecoder) -> Bool {
        guard !isSpent else { return false }
        nodes += count
        guard nodes > maxNodes else { return true }
        spend(Self.tooManyNodes(maxNodes), at: location, &decoder)
        return false
    }

    /// Counts `count` bytes of substituted text; false, with the error reported at
    /// `location`, once the file's substitutions have written more than the cap.
    mutating func charge(bytes count: Int, at location: SourceLocation, _ decoder: inout NodeDecoder) -> Bool {
        guard !isSpent else { return false }
        bytes += count
        guard bytes > limits.maxSubstitutedBytes else { return true }
        spend(Self.tooMuchText(limits.maxSubstitutedBytes), at: location, &decoder)
        return false
    }

    private mutating func spend(_ message: String, at location: SourceLocation, _ decoder: inout NodeDecoder) {
        isSpent = true
        decoder.error(message, at: location)
    }
}

extension ExpansionBudget {
    static func tooManyNodes(_ limit: Int) -> String {
        "fragments and example rows expand to more than \(limit) nodes; raise the limit with --max-nodes"
    }

    static func tooMuchText(_ limit: Int) -> String {
        "parameters substituted into text make more than \(limit) bytes; raise the limit with --max-substituted-bytes"
    }

    static func tooDeep(_ limit: Int) -> String {
        "fragments used inside fragments nest more than \(limit) deep; raise the limit with --max-fragment-depth"
    }

    static func nestsTooDeep(_ name: String, limit: Int) -> String {
        "parameter '\(name)' substituted here nests collections more than \(limit) levels deep (limit \(limit) levels)"
    }

    static func repeated(_ count: Int, limit: Int) -> String {
        "\(count) more error\(count == 1 ? "" : "s") like this one, through other uses or rows, not shown (at most \(limit) per problem; raise the limit with --max-repeated-errors)"
    }
}
