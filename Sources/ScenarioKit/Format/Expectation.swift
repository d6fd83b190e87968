import DragDropCore
import YAMLReader

/// One check (docs/FORMAT.md, Expectations), located at its key so a mismatch can point there.
public struct Expectation: Equatable, Sendable {
    public var kind: Kind
    public var location: SourceLocation

    public init(_ kind: Kind, location: SourceLocation) {
        self.kind = kind
        self.location = location
    }

    public enum Kind: Equatable, Sendable {
        /// The gallery's images in order.
        case images([ImageExpectation])
        /// The board's sections; `+` is an "available to drop" cell.
        case sections([[String]])
        /// Drop placeholders still in the app's one collection view.
        case placeholders(Int)
        /// Named lists' items and placeholders.
        case lists([ListExpectation])
        /// The canvas's views' state.
        case views([ViewExpectation])
        /// What each target app received.
        case received([ReceivedExpectation])
        /// The gallery as saved to its store; nil means nothing saved (`saved: none`).
        case saved([ImageExpectation]?)
        /// A part of the app's state: the YAML written, compared with the app's `state`.
        case state(Node)
        case session(SessionExpectation)
        case error(ErrorExpectation)
        case trace(TraceExpectation)

        /// The key's word in a scenario file.
        public var name: String {
            switch self {
            case .images: "images"
            case .sections: "sections"
            case .placeholders: "placeholders"
            case .lists: "lists"
            case .views: "views"
            case .received: "received"
            case .saved: "saved"
            case .state: "state"
            case .session: "session"
            case .error: "error"
            case .trace: "trace"
            }
        }
    }
}
