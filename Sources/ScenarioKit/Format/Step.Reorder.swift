import Foundation

extension Step {
    /// Interactive movement: begin at `from`, update over each of `via` then `to`, then end
    /// (or cancel, when `cancel` is true), in the list named `list` or the app's one.
    public struct Reorder: Equatable, Sendable {
        public var from: IndexPath
        public var to: IndexPath
        public var via: [StepTarget]
        public var cancel: Bool
        public var list: String?

        public init(from: IndexPath, to: IndexPath, via: [StepTarget] = [], cancel: Bool = false, in list: String? = nil) {
            self.from = from
            self.to = to
            self.via = via
            self.cancel = cancel
            self.list = list
        }
    }
}
