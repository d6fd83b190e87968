/// `NSItemProvider`: representations in registration order, loaded on virtual time.
///
/// Loads complete at request time + the representation's delay, on the "background"; a load
/// requested before the drop is performed fails with `itemUnavailable`, as on a device.
public final class ItemProvider {
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

    public init() {}

    /// Registers every writable type of `object`, as `NSItemProvider(object:)` does.
    public convenience init(object: some ItemProviderWriting) {
        self.init()
        registerObject(object)
    }

    public func registerObject(_ object: some ItemProviderWriting) {
        for type in type(of: object).writableTypeIdentifiersForItemProvider {
            if let value = object.itemProviderData(forTypeIdentifier: type) {
                register(ItemRepresentation(typeIdentifier: type, value: value))
            }
        }
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
        representations.first { representation in
            types.contains { TypeIdentifier.conforms(representation.typeIdentifier, to: $0) }
        }
    }

    /// `loadObject(ofClass:completionHandler:)`.
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
        decode: @escaping (ItemRepresentation) throws(ItemProviderError) -> Object,
        completion: @escaping (Object?, ItemProviderError?) -> Void
    ) -> LoadProgress {
        let progress = LoadProgress()
        guard let system else {
            progress.finish()
            completion(nil, .itemUnavailable)
            return progress
        }
        guard let representation = representation(conformingToAnyOf: types) else {
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
        let type = representation.typeIdentifier
        // Named once, and its lines and label joined (`TraceText`): a drop from another app
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
        system.scheduler.scheduleBackground(after: representation.delay, label: label) { [role] in
            // Each outcome delivered where it is known: a `Result` of the generic object, kept
            // to be switched over, cost two lookups of its type's metadata a load.
            let object: Object
            do throws(ItemProviderError) {
                if let failure = representation.failure { throw .failed(failure) }
                object = try decode(representation)
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
        return progress
    }
}
