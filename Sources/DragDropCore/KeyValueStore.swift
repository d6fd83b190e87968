import Foundation

/// `UserDefaults` as the device keeps it: values by key that survive a relaunch of the app.
///
/// Like `UserDefaults`, a key holds data or a string, and each getter answers only for its
/// own kind: `data(forKey:)` is nil for a string, `string(forKey:)` nil for data.
public final class KeyValueStore {
    private var values: [String: Value] = [:]

    private enum Value {
        case data(Data)
        case string(String)
    }

    public init() {}

    public func set(_ value: Data?, forKey key: String) {
        values[key] = value.map(Value.data)
    }

    public func set(_ value: String?, forKey key: String) {
        values[key] = value.map(Value.string)
    }

    public func data(forKey key: String) -> Data? {
        guard case .data(let data)? = values[key] else { return nil }
        return data
    }

    public func string(forKey key: String) -> String? {
        guard case .string(let string)? = values[key] else { return nil }
        return string
    }

    /// `removeObject(forKey:)`.
    public func removeObject(forKey key: String) {
        values[key] = nil
    }

    /// Every key that holds a value, sorted, so that what the store shows is deterministic.
    public var keys: [String] { values.keys.sorted() }
}
