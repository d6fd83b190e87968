/// What another app received for one dropped item.
public struct ReceivedItem: Equatable, Sendable {
    /// The item's name: a source item's `id`, or the provider's `suggestedName`.
    public var identifier: String?
    /// Each loaded representation, as `TYPE=VALUE`, in the order the loads completed.
    public var values: [String]
    /// Loads that failed, as `TYPE: message`.
    public var failures: [String]

    public init(identifier: String?, values: [String], failures: [String]) {
        self.identifier = identifier
        self.values = values
        self.failures = failures
    }
}
