extension TableView {
    /// `UITableView.RowAnimation`: how an updated row would animate. Nothing is drawn moving,
    /// so every style updates the rows alike; apps pass it as they do to UIKit.
    public enum RowAnimation: Int, Sendable {
        case fade, right, left, top, bottom, none, middle
        case automatic = 100
    }
}
