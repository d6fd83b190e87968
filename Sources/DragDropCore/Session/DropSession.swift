import Foundation

/// `UIDropSession`: a drag as a drop target sees it.
public final class DropSession: @unchecked Sendable {
    /// The drag this session shows. Weak, as UIKit's back references are: the drag session
    /// owns its drop sessions, so the two never keep each other alive. Nil once the drag is
    /// over and nothing holds it.
    private(set) weak var dragSession: DragSession?
    /// The drag's identifier, kept when the drag is gone.
    let dragIdentifier: Int
    /// The app this drop session is shown to.
    private let app: String
    /// Whether the drag started in the app this drop session is shown to: then, and only
    /// then, `localDragSession` is set.
    public let isLocal: Bool
    /// `UIDropSession.progressIndicatorStyle`: an app that shows its own progress, in its
    /// placeholders' cells, sets `none`. Nothing in the engine draws either.
    public var progressIndicatorStyle: DropSessionProgressIndicatorStyle = .default
    /// Another app's own copies of the dragged items, by the original item.
    private var copies: [ObjectIdentifier: DragItem] = [:]

    init(dragSession: DragSession, app: String) {
        self.dragSession = dragSession
        self.dragIdentifier = dragSession.identifier
        self.app = app
        self.isLocal = app == dragSession.sourceApp
    }

    /// The dragged items. An item contributed by another app is that app's: this app gets its
    /// own item object on the same provider, with no `localObject`, which stays private to
    /// the app that contributed the item (docs/LIFECYCLE.md §2–3), and with only the
    /// representations visible to every app (`RepresentationVisibility`).
    public var items: [DragItem] {
        guard let dragSession else { return [] }
        return dragSession.items.map { item in
            if item.contributor?.app == app { return item }
            if let copy = copies[ObjectIdentifier(item)] { return copy }
            let copy = DragItem(itemProvider: item.itemProvider.seenFromAnotherApp())
            copies[ObjectIdentifier(item)] = copy
            return copy
        }
    }

    /// The drag session when it comes from the same app; nil for drags from other apps.
    public var localDragSession: DragSession? { isLocal ? dragSession : nil }

    /// Whether a `move` proposal can be performed: the source's `sessionAllowsMoveOperation`,
    /// answered when the drag began. False for drags from other apps, whose mask holds no
    /// move (docs/LIFECYCLE.md §1).
    public var allowsMoveOperation: Bool { isLocal && dragSession?.allowsMoveOperation == true }

    /// The source's `sessionIsRestrictedToDraggingApplication`, answered when the drag began.
    public var isRestrictedToDraggingApplication: Bool { dragSession?.isRestrictedToDraggingApplication ?? false }

    /// `UIDropSession.progress`: the transfer of the dropped items' data, finished when every
    /// load the target requested has finished (when the source hears
    /// `sessionDidTransferItems`); never, for a drag that was not dropped.
    public var progress: LoadProgress { dragSession?.transferProgress ?? LoadProgress() }

    public func location(in view: View) -> CGPoint { dragSession?.location(in: view) ?? view.center }

    /// Asked of the items this app sees: another app's representations it may not see count
    /// for nothing.
    public func canLoadObjects<T: ItemProviderReading>(ofClass: T.Type) -> Bool {
        items.contains { $0.itemProvider.canLoadObject(ofClass: T.self) }
    }

    public func hasItemsConforming(toTypeIdentifiers types: [String]) -> Bool {
        items.contains { item in types.contains { item.itemProvider.hasItemConformingToTypeIdentifier($0) } }
    }

    /// `loadObjects(ofClass:completion:)` for a class (`NSString.self`, `UIImage.self`,
    /// `UIColor.self`): as UIKit's, it hands `[NSItemProviderReading]`, which app code casts
    /// (`items as! [String]`, `items.first as? UIImage`); an `NSString` casts to `String` on
    /// Linux as on a device. Otherwise as the typed overload below.
    @discardableResult
    public func loadObjects(ofClass aClass: any ItemProviderReadingClass.Type, completion: @escaping ([any ItemProviderReading]) -> Void) -> LoadProgress {
        loadObjects(erasing: aClass, completion: completion)
    }

    /// The class opened, so that the typed overload loads it.
    private func loadObjects<T: ItemProviderReading>(erasing type: T.Type, completion: @escaping ([any ItemProviderReading]) -> Void) -> LoadProgress {
        loadObjects(ofClass: type) { objects in completion(objects) }
    }

    /// Loads one object per item that can provide one, and completes once, on the main
    /// queue, with them in item order after every load has finished. For a value type
    /// (`String.self`, `URL.self`), typed, as UIKit's overload for bridged types.
    @discardableResult
    public func loadObjects<T: ItemProviderReading>(ofClass: T.Type, completion: @escaping ([T]) -> Void) -> LoadProgress {
        let progress = LoadProgress()
        guard let system = dragSession?.system else {
            progress.finish()
            return progress
        }
        let loadable = items.filter { $0.itemProvider.canLoadObject(ofClass: T.self) }
        var results = [T?](repeating: nil, count: loadable.count)
        var remaining = loadable.count
        let finish = {
            progress.finish()
            let objects = results.compactMap { $0 }
            system.mainQueue.async { completion(objects) }
        }
        if loadable.isEmpty {
            finish()
            return progress
        }
        for (index, item) in loadable.enumerated() {
            item.itemProvider.loadObject(ofClass: T.self) { object, _ in
                results[index] = object
                remaining -= 1
                if remaining == 0 { finish() }
            }
        }
        return progress
    }
}
