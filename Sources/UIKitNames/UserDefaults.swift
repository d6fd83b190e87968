import DragDropCore
import Foundation

/// `UserDefaults`: `standard` is the running device's store, which survives a relaunch and
/// belongs to that device alone — scenarios run side by side in one process under
/// `swift test`, each on its own device, so a process-wide store would mix them.
///
/// It holds what drag and drop apps save: strings, data, numbers, Booleans and arrays of
/// strings; `set(_:forKey:)` with anything else is unavailable.
public struct UserDefaults {
    private let store: KeyValueStore

    /// The running device's store.
    public static var standard: UserDefaults {
        UserDefaults(store: runningDevice(for: "UserDefaults.standard").defaults)
    }

    @available(*, unavailable, message: "suites are not kept apart here: write UserDefaults.standard")
    public init?(suiteName: String?) {
        return nil
    }

    private init(store: KeyValueStore) {
        self.store = store
    }

    public func set(_ value: String?, forKey key: String) { store.set(value, forKey: key) }
    public func set(_ value: Data?, forKey key: String) { store.set(value, forKey: key) }
    public func set(_ value: Int, forKey key: String) { store.set(Double(value), forKey: key) }
    public func set(_ value: Double, forKey key: String) { store.set(value, forKey: key) }
    public func set(_ value: Bool, forKey key: String) { store.set(value, forKey: key) }
    public func set(_ value: [String]?, forKey key: String) { store.set(value, forKey: key) }

    public func string(forKey key: String) -> String? { store.string(forKey: key) }
    public func data(forKey key: String) -> Data? { store.data(forKey: key) }
    public func integer(forKey key: String) -> Int { store.integer(forKey: key) }
    public func double(forKey key: String) -> Double { store.double(forKey: key) }
    public func bool(forKey key: String) -> Bool { store.bool(forKey: key) }
    public func stringArray(forKey key: String) -> [String]? { store.stringArray(forKey: key) }
    public func removeObject(forKey key: String) { store.removeObject(forKey: key) }
}
