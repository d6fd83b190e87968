import Foundation

extension Step {
    /// A finger scrolling a collection view, coming to rest within its content: with the row
    /// of an item at the top (`to`), or at a content offset in points (`y`). The list named
    /// `list`, or the app's one collection view.
    public struct Scroll: Equatable, Sendable {
        public enum Destination: Equatable, Sendable {
            case item(IndexPath)
            case offset(Double)
        }

        public var destination: Destination
        public var list: String?

        public init(_ destination: Destination, in list: String? = nil) {
            self.destination = destination
            self.list = list
        }
    }
}
