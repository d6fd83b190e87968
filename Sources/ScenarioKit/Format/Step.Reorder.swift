import Foundation

extension Step {
    /// Interactive movement as a long-press gesture drives it: begin at the cell under `from`
    /// (nothing begins where there is no cell), update over each of `via` then `to`, then end
    /// (or cancel, when `cancel` is true), in the list named `list` or the app's one.
    public struct Reorder: Equatable, Sendable {
        /// A cell, or a point or the empty space a long press may start on.
        public var from: StepTarget
        public var to: IndexPath
        public var via: [StepTarget]
        public var cancel: Bool
        public var list: String?

        public init(from: StepTarget, to: IndexPath, via: [StepTarget] = [], cancel: Bool = false, in list: String? = nil) {
            self.from = from
            self.to = to
            self.via = via
            self.cancel = cancel
            self.list = list
        }
    }
}
