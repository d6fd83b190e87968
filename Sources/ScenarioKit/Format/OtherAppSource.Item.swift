import DragDropCore
import YAMLReader

extension OtherAppSource {
    /// A draggable item of another app; its representations in `provides` order, which is
    /// the provider's registration order.
    public struct Item: Equatable, Sendable {
        public var id: String
        public var representations: [ItemRepresentation]
        public var location: SourceLocation

        public init(id: String, representations: [ItemRepresentation], location: SourceLocation) {
            self.id = id
            self.representations = representations
            self.location = location
        }
    }
}
