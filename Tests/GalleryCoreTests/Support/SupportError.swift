/// A test precondition that did not hold (a view the app should have).
struct SupportError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
