import Foundation

extension Step {
    /// Interactive movement: begin at `from`, update over each of `via` then `to`, then end
    /// (or cancel, when `cancel` is true).
    public struct Reorder: Equatable, Sendable {
        public var from: IndexPath
        public var to: IndexPath
        public var via: [StepTarget]
        public var cancel: Bool

        public init(from: IndexPath, to: IndexPath, via: [StepTarget] = [], cancel: Bool = false) {
            self.from = from
            self.to = to
            self.via = via
            self.cancel = cancel
        }
    }
}
