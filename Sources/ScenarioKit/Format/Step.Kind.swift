extension Step {
    /// What a step does.
    public enum Kind: Equatable, Sendable {
        /// The finger goes down on the target and holds.
        case touch(StepTarget)
        /// The long press is recognised: the source is asked for items.
        case lift
        /// Another finger taps the target; its items join this finger's session.
        case add(StepTarget)
        /// The dragging finger moves over the target (one update).
        case move(StepTarget)
        case drop
        case cancel
        /// A tap on a button of the app (`{view: NAME}`): its actions run on the main queue now.
        case tap(StepTarget)
        /// A swipe on a table's row (`{view: NAME, row: N}`) and a tap on its Delete action:
        /// the data source commits the deletion (`tableView(_:commit:forRowAt:)`).
        case swipe(StepTarget)
        /// Virtual time passes by this many milliseconds.
        case wait(milliseconds: Int)
        /// Virtual time passes until nothing is pending.
        case settle
        case reorder(Reorder)
        /// Two fingers pinch a view; its pinch gesture recognisers act.
        case pinch(Pinch)
        /// A finger scrolls a collection view; cells leaving it are reused.
        case scroll(Scroll)
        /// The app quits and starts again from what it saved.
        case relaunch
        /// Checks the state now. A `session` check without its own finger uses the step's.
        case expect(Expectations)

        /// The step's word in a scenario file.
        public var name: String {
            switch self {
            case .touch: "touch"
            case .lift: "lift"
            case .add: "add"
            case .move: "move"
            case .drop: "drop"
            case .cancel: "cancel"
            case .tap: "tap"
            case .swipe: "swipe"
            case .wait: "wait"
            case .settle: "settle"
            case .reorder: "reorder"
            case .pinch: "pinch"
            case .scroll: "scroll"
            case .relaunch: "relaunch"
            case .expect: "expect"
            }
        }
    }
}
