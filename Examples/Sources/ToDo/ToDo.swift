/// One entry of the list.
public struct ToDo: Equatable, Sendable {
    public var title: String
    public var done: Bool

    public init(title: String, done: Bool = false) {
        self.title = title
        self.done = done
    }
}
