/// `UserDefaults` as the device keeps it: survives a relaunch of the app.
///
/// A key's text can be deferred: an app that saves after every change (the gallery saves
/// its whole model, twice per move in the tutorial) hands the store itself, and the text is
/// made when the key is first read — or when the app says it is going away. Whoever reads
/// the store sees exactly what an eager save would have written, since the app saves again
/// at every change of what it saved; a text nobody reads in between is never made.
public final class KeyValueStore {
    @exclusivity(unchecked) private var values: [String: String] = [:]
    /// The keys whose text is still to be made, by who makes it: one or two, so scanned
    /// rather than hashed at every save.
    @exclusivity(unchecked) private var deferred: [Deferred] = []

    /// Weak: the store belongs to the device, which the app's objects hold.
    private struct Deferred {
        let key: String
        weak var writer: (any KeyValueStoreWriter)?
        /// The writer's identity, which its `deinit` still has when its weak references are nil.
        let identifier: ObjectIdentifier
    }

    public init() {}

    public func string(forKey key: String) -> String? {
        if !deferred.isEmpty { makeDeferredText(forKey: key) }
        return values[key]
    }

    public func set(_ value: String?, forKey key: String) {
        if !deferred.isEmpty { deferred.removeAll { $0.key == key } }
        values[key] = value
    }

    /// Saves under `key` the text `writer` makes of what it holds now, made when the key is
    /// first read. The writer must save again (or `set`) whenever that changes, and call
    /// `makeDeferredText(forKey:by:)` as it goes away.
    public func setDeferred(forKey key: String, by writer: any KeyValueStoreWriter) {
        if let index = deferred.firstIndex(where: { $0.key == key }) {
            // Deferred already, by this writer (every save but the first): nothing to do.
            if deferred[index].writer === writer { return }
            deferred.remove(at: index)
        }
        // The key holds a value from now on, for `keys`.
        values[key] = ""
        deferred.append(Deferred(key: key, writer: writer, identifier: ObjectIdentifier(writer)))
    }

    /// Makes the text `writer` still owes under `key`, if it does: for a writer's `deinit`.
    public func makeDeferredText(forKey key: String, by writer: any KeyValueStoreWriter) {
        guard let index = deferred.firstIndex(where: { $0.key == key }), deferred[index].identifier == ObjectIdentifier(writer) else { return }
        deferred.remove(at: index)
        values[key] = writer.text(forKey: key)
    }

    /// Makes the deferred text of `key`, if it is still to be made.
    private func makeDeferredText(forKey key: String) {
        guard let index = deferred.firstIndex(where: { $0.key == key }) else { return }
        let pending = deferred.remove(at: index)
        guard let writer = pending.writer else { return }
        values[key] = writer.text(forKey: key)
    }

    /// Whether the text under `key` is still to be made by `writer`: the store then holds
    /// `writer`'s text of what it holds now, which a reader that knows what that text decodes
    /// to need not make.
    public func isDeferred(forKey key: String, by writer: any KeyValueStoreWriter) -> Bool {
        deferred.contains { $0.key == key && $0.identifier == ObjectIdentifier(writer) }
    }

    /// The device is switched off with its store: texts still owed would never be read, so
    /// they are never made, not even by a writer's `deinit`. Nothing may read the store after.
    public func discardDeferredTexts() {
        deferred.removeAll()
    }

    /// Every key that holds a value, sorted, so that what the store shows is deterministic.
    public var keys: [String] { values.keys.sorted() }
}

/// What makes a deferred text of the store (`KeyValueStore.setDeferred(forKey:by:)`).
public protocol KeyValueStoreWriter: AnyObject {
    /// The text to store under `key`, of what the writer holds now.
    func text(forKey key: String) -> String
}
