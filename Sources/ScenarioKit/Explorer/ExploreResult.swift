import DragDropCore

/// What exploring one scenario's completion orders found.
public struct ExploreResult: Sendable {
    public var file: String
    public var name: String
    /// Orders replayed to the end, the scenario's own first.
    public var orders: Int
    /// Of those, orders that reached a state already explored, so added nothing new.
    public var pruned: Int
    /// Distinct states met at the points where the order was open.
    public var states: Int
    /// The distinct final states (the app's model, placeholders, what other apps received)
    /// of the orders that were not pruned.
    public var outcomes: Set<String>
    /// The first order whose replay failed, with the work in the order it completed.
    public var failure: Failure?
    /// True when the order limit stopped the search before every order was tried.
    public var isIncomplete: Bool

    public struct Failure: Sendable {
        /// Every background completion of the failing replay, in order.
        public var order: [Scheduler.PendingWork]
        public var result: ScenarioResult

        package init(order: [Scheduler.PendingWork], result: ScenarioResult) {
            self.order = order
            self.result = result
        }
    }

    package init(file: String, name: String, orders: Int, pruned: Int, states: Int, outcomes: Set<String>, failure: Failure?, isIncomplete: Bool) {
        self.file = file
        self.name = name
        self.orders = orders
        self.pruned = pruned
        self.states = states
        self.outcomes = outcomes
        self.failure = failure
        self.isIncomplete = isIncomplete
    }

    /// Passed: every order explored, none failing.
    public var passed: Bool { failure == nil && !isIncomplete }
}
