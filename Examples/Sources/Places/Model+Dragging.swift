import UIKitNames

extension Model {
    /// Whether a drop holds something the table can take: text.
    func canHandle(_ session: UIDropSession) -> Bool {
        session.canLoadObjects(ofClass: NSString.self)
    }

    /// One item per dragged row, its place name made lazily as plain text.
    func dragItems(for indexPath: IndexPath) -> [UIDragItem] {
        let placeName = placeNames[indexPath.row]
        let data = placeName.data(using: .utf8)
        let itemProvider = NSItemProvider()
        itemProvider.registerDataRepresentation(forTypeIdentifier: kUTTypePlainText as String, visibility: .all) { completion in
            completion(data, nil)
            return nil
        }
        return [UIDragItem(itemProvider: itemProvider)]
    }
}
