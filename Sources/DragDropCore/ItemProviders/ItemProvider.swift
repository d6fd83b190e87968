import Foundation

/// `NSItemProvider`: representations in registration order, loaded on virtual time.
///
/// Loads complete at request time + the representation's delay, on the "background"; a load
/// requested before the drop is performed fails with `itemUnavailable`, as on a device.
public final class ItemProvider: @unchecked Sendable {
    public private(set) var representations: [ItemRepresentation] = []
    /// Names the provider in the trace (`load public.url sunrise`).
    public var suggestedName: String?

    /// Set when the provider's item joins a session.
    unowned var system: DragDropSystem?
    weak var session: DragSession?
    var role = "app.provider"
    var number = 0
    /// The drop has been performed: loads may deliver data.
    var isAvailable = false
    /// Whether the provider's item comes from the app under test, whose loads a scenario's
    /// `loads` times (`DragDropSystem.appLoadTimings`).
    var belongsToAppUnderTest = false
    /// The handlers of representations registered with `registerDataRepresentation`, by
    /// their index in `representations`: asked for their data only when a load runs.
    private var dataHandlers: [Int: DataHandler] = [:]

    /// `registerDataRepresentation`'s handler: hands its completion the data, or an error.
    public typealias DataHandler = (@escaping (Data?, (any Error)?) -> Void) -> Progress?

    /// `NSItemProviderRepresentationVisibility`: `all` shows a representation to every app;
    /// `ownProcess` only to the app that is the item's source, `team` to its development
    /// team's apps and `group` (macOS) to its app group (Apple's documentation of the enum's
    /// cases). The other apps a scenario declares are never the source's team or group, so
    /// every value but `all` hides the representation from them.
    public enum RepresentationVisibility: String, CaseIterable, Sendable {
        case all, team, group, ownProcess

        var isVisibleToOtherApps: Bool { self == .all }
    }

    /// The provider whose representations this one shows to another app, only those visible
    /// to it: `seenFromAnotherApp()` makes it, and it loads through the provider it shows.
    private var shown: ItemProvider?

    public init() {}

    /// Registers every writable type of `object`, as `NSItemProvider(object:)` does.
    public convenience init(object: some ItemProviderWriting) {
        self.init()
        registerObject(object)
    }

    /// `NSItemProvider(item:typeIdentifier:)`: `item` under `typeIdentifier`, or under the
    /// item's own first writable type when it is nil. Strings, `NSString`s, URLs, images,
    /// colours and `Data`/`NSData` (an image's `pngData()`, or text) are the items the
    /// engine's values hold; any other item registers nothing, as a provider that cannot
    /// encode it offers nothing on a device.
    public convenience init(item: Any?, typeIdentifier: String?) {
        self.init()
        if let data = (item as? Data) ?? (item as? NSData).map({ Data(referencing: $0) }) {
            register(ItemRepresentation(typeIdentifier: typeIdentifier ?? TypeIdentifier.data, value: ItemValue(data: data)))
            return
        }
        let writable: (any ItemProviderWriting)? = switch item {
        case let text as String: text
        case let text as NSString: text
        case let url as URL: url
        case let image as Image: image
        case let color as Color: color
        default: nil
        }
        guard let writable else { return }
        let type = typeIdentifier ?? Swift.type(of: writable).writableTypeIdentifiersForItemProvider.first ?? TypeIdentifier.data
        if let value = writable.itemProviderData(forTypeIdentifier: type) {
            register(ItemRepresentation(typeIdentifier: type, value: value))
        }
    }

    public func registerObject(_ object: some ItemProviderWriting) {
        for type in type(of: object).writableTypeIdentifiersForItemProvider {
            if let value = object.itemProviderData(forTypeIdentifier: type) {
                register(ItemRepresentation(typeIdentifier: type, value: value))
            }
        }
    }

    /// `registerObject(_:visibility:)`.
    public func registerObject(_ object: some ItemProviderWriting, visibility: RepresentationVisibility) {
        let first = representations.count
        registerObject(object)
        for index in representations.indices.dropFirst(first) { representations[index].visibility = visibility }
    }

    /// The provider as another app sees it: itself when every representation is visible to
    /// all, else a provider offering only those that are, loading through this one.
    func seenFromAnotherApp() -> ItemProvider {
        guard representations.contains(where: { !$0.visibility.isVisibleToOtherApps }) else { return self }
        let seen = ItemProvider()
        seen.shown = self
        seen.representations = representations.filter(\.visibility.isVisibleToOtherApps)
        seen.suggestedName = suggestedName
        return seen
    }

    /// `registerDataRepresentation(forTypeIdentifier:visibility:loadHandler:)`: data made
    /// only when a load asks for it, then read as UTF-8 text, the only bytes the engine's
    /// values hold (plain text, URLs). The handler runs when the load's time comes, and the
    /// load completes when the handler calls its completion.
    public func registerDataRepresentation(forTypeIdentifier typeIdentifier: String, visibility: RepresentationVisibility, loadHandler: @escaping DataHandler) {
        dataHandlers[representations.count] = loadHandler
        register(ItemRepresentation(typeIdentifier: typeIdentifier, value: .text(""), visibility: visibility))
    }

    public func register(_ representation: ItemRepresentation) {
        representations.append(representation)
    }

    public var registeredTypeIdentifiers: [String] { representations.map(\.typeIdentifier) }

    public func hasItemConformingToTypeIdentifier(_ typeIdentifier: String) -> Bool {
        representation(conformingToAnyOf: [typeIdentifier]) != nil
    }

    public func canLoadObject<T: ItemProviderReading>(ofClass: T.Type) -> Bool {
        representation(conformingToAnyOf: T.readableTypeIdentifiersForItemProvider) != nil
    }

    var traceName: String { suggestedName ?? TraceWriter.join("item ", String(number)) }

    /// The first representation, in registration order, of one of `types`.
    func representation(conformingToAnyOf types: [String]) -> ItemRepresentation? {
        representationIndex(conformingToAnyOf: types).map { representations[$0] }
    }

    func representationIndex(conformingToAnyOf types: [String], seenFromAnotherApp: Bool = false) -> Int? {
        representations.firstIndex { representation in
            (!seenFromAnotherApp || representation.visibility.isVisibleToOtherApps)
                && types.contains { TypeIdentifier.conforms(representation.typeIdentifier, to: $0) }
        }
    }

    /// `loadObject(ofClass:completionHandler:)` for a class (`UIImage.self`, `UIColor.self`,
    /// `NSString.self`): as UIKit's, the object comes as `NSItemProviderReading?`, which app
    /// code casts (`object as? UIImage`). Otherwise as the typed overload below.
    @discardableResult
    public func loadObject(
        ofClass aClass: any ItemProviderReadingClass.Type,
        completionHandler: @escaping ((any ItemProviderReading)?, ItemProviderError?) -> Void
    ) -> LoadProgress {
        loadObject(erasing: aClass, completionHandler: completionHandler)
    }

    /// The class opened, so that the typed overload loads it.
    private func loadObject<T: ItemProviderReading>(
        erasing type: T.Type,
        completionHandler: @escaping ((any ItemProviderReading)?, ItemProviderError?) -> Void
    ) -> LoadProgress {
        loadObject(ofClass: type) { object, error in completionHandler(object, error) }
    }

    /// `loadObject(ofClass:completionHandler:)` for a value type (`String.self`, `URL.self`),
    /// typed, as UIKit's overload for bridged types.
    @discardableResult
    public func loadObject<T: ItemProviderReading>(
        ofClass: T.Type,
        completionHandler: @escaping (T?, ItemProviderError?) -> Void
    ) -> LoadProgress {
        let readable = T.readableTypeIdentifiersForItemProvider
        let decode: (ItemRepresentation) throws(ItemProviderError) -> T = { representation throws(ItemProviderError) in
            try T.object(withItemProviderData: representation.value, typeIdentifier: representation.typeIdentifier)
        }
        return load(types: readable, decode: decode, completion: completionHandler)
    }

    /// `loadDataRepresentation(forTypeIdentifier:)`: the raw value of the first conforming
    /// representation.
    @discardableResult
    public func loadValue(
        forTypeIdentifier typeIdentifier: String,
        completionHandler: @escaping (ItemValue?, ItemProviderError?) -> Void
    ) -> LoadProgress {
        load(types: [typeIdentifier], decode: { $0.value }, completion: completionHandler)
    }

    private func load<Object>(
        types: [String],
        seenFromAnotherApp: Bool = false,
        decode: @escaping (ItemRepresentation) throws(ItemProviderError) -> Object,
        completion: @escaping (Object?, ItemProviderError?) -> Void
    ) -> LoadProgress {
        if let shown { return shown.load(types: types, seenFromAnotherApp: true, decode: decode, completion: completion) }
        let progress = LoadProgress()
        guard let system else {
            progress.finish()
            completion(nil, .itemUnavailable)
            return progress
        }
        guard let index = representationIndex(conformingToAnyOf: types, seenFromAnotherApp: seenFromAnotherApp) else {
            let requested = types.first ?? "?"
            system.trace.record(role, "load \(requested) \(traceName)")
            // A load the target requested during the drop, even one bound to fail, is waited
            // for before sessionDidTransferItems.
            let session = isAvailable ? self.session : nil
            session?.transferLoadStarted()
            system.scheduler.scheduleBackground(after: 0, label: "\(role) \(requested) \(traceName)") { [role, traceName] in
                system.trace.record(role, "failed \(requested) \(traceName): \(ItemProviderError.unavailableCoercion)")
                progress.finish()
                completion(nil, .unavailableCoercion)
                session?.transferLoadFinished()
            }
            return progress
        }
        let representation = representations[index]
        let handler = dataHandlers[index]
        let type = representation.typeIdentifier
        // The app's own items load as the scenario's `loads` says, others' as they offer.
        let timing = belongsToAppUnderTest ? system.appLoadTiming(forTypeIdentifier: type) : nil
        let delay = timing?.delay ?? representation.delay
        let failure = timing?.failure ?? representation.failure
        // Named once, and its lines and label joined (`TraceWriter`): a drop from another app
        // loads an item or two, and interpolating them cost about 3,500 instructions a load.
        let traceName = traceName
        system.trace.record(role, TraceWriter.join("load ", type, " ", traceName))
        let label = TraceWriter.join(role, " ", type, " ", traceName)
        guard isAvailable else {
            system.scheduler.scheduleBackground(after: 0, label: label) { [role] in
                system.trace.record(role, "failed \(type) \(traceName): \(ItemProviderError.itemUnavailable)")
                progress.finish()
                completion(nil, .itemUnavailable)
            }
            return progress
        }
        let session = self.session
        session?.transferLoadStarted()
        system.scheduler.scheduleBackground(after: delay, label: label) { [role] in
            // Each outcome delivered where it is known: a `Result` of the generic object, kept
            // to be switched over, cost two lookups of its type's metadata a load.
            var delivered = false
            func deliver(_ value: ItemValue?, _ error: ItemProviderError?) {
                guard !delivered else { return }
                delivered = true
                let object: Object
                do throws(ItemProviderError) {
                    if let error { throw error }
                    object = try decode(ItemRepresentation(typeIdentifier: type, value: value ?? representation.value))
                } catch {
                    progress.finish()
                    system.trace.record(role, "failed \(type) \(traceName): \(error)")
                    completion(nil, error)
                    session?.transferLoadFinished()
                    return
                }
                progress.finish()
                system.trace.record(role, TraceWriter.join("loaded ", type, " ", traceName))
                completion(object, nil)
                session?.transferLoadFinished()
            }
            if let failure {
                deliver(nil, .failed(failure))
            } else if let handler {
                _ = handler { data, error in
                    if let error {
                        deliver(nil, .failed(String(describing: error)))
                    } else {
                        deliver(data.map { .text(String(decoding: $0, as: UTF8.self)) }, data == nil ? .unexpectedValueClass : nil)
                    }
                }
            } else {
                deliver(representation.value, nil)
            }
        }
        return progress
    }
}
