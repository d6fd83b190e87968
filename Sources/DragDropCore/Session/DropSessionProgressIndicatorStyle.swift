/// `UIDropSessionProgressIndicatorStyle`: whether the system shows a drop's progress.
public enum DropSessionProgressIndicatorStyle: Sendable {
    case none
    case `default`
}
