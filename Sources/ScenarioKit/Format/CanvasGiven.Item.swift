import DragDropCore
import YAMLReader

extension CanvasGiven {
    /// An item a canvas view offers: its provider's representations, in registration order,
    /// and the drag item's `localObject`.
    public struct Item: Equatable, Sendable {
        public var representations: [ItemRepresentation]
        public var localObject: ItemValue?
        public var location: SourceLocation

        public init(representations: [ItemRepresentation], localObject: ItemValue? = nil, location: SourceLocation) {
            self.representations = representations
            self.localObject = localObject
            self.location = location
        }
    }
}
