import DragDropCore
import Foundation
import GalleryCore

extension GalleryApp {
    /// The last path components of the gallery's URLs.
    var names: [String] { images.map(\.url.lastPathComponent) }

    var collection: CollectionView {
        get throws {
            guard let collectionView else { throw SupportError("the gallery has no collection view") }
            return collectionView
        }
    }

    func cell(_ item: Int) throws -> DragLocation { .cell(try collection, IndexPath(item: item, section: 0)) }

    var trash: DragLocation {
        get throws {
            guard let trash = view(named: "trash") else { throw SupportError("the gallery has no trash") }
            return .view(trash)
        }
    }

    /// Touch and lift `item` with `finger`.
    func lift(_ item: Int, finger: Int = 1) throws {
        try system.touch(finger: finger, at: try cell(item))
        try system.lift(finger: finger)
    }
}
