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
        case number(Double)
        case bool(Bool)
        case strings([String])
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

    /// `set(_:forKey:)` for a number: read back by `integer(forKey:)` and `double(forKey:)`.
    public func set(_ value: Double, forKey key: String) {
        values[key] = .number(value)
    }

    public func set(_ value: Bool, forKey key: String) {
        values[key] = .bool(value)
    }

    public func set(_ value: [String]?, forKey key: String) {
        values[key] = value.map(Value.strings)
    }

    /// `integer(forKey:)`: a number, rounded toward zero, or a Boolean as 0 or 1; else 0.
    public func integer(forKey key: String) -> Int {
        let value = double(forKey: key)
        return value.isFinite && abs(value) < 9e18 ? Int(value) : 0
    }

    /// `double(forKey:)`: a number, or a Boolean as 0 or 1; else 0.
    public func double(forKey key: String) -> Double {
        switch values[key] {
        case .number(let number)?: number
        case .bool(let bool)?: bool ? 1 : 0
        default: 0
        }
    }

    /// `bool(forKey:)`: a Boolean, or a number other than 0; else false.
    public func bool(forKey key: String) -> Bool {
        switch values[key] {
        case .bool(let bool)?: bool
        case .number(let number)?: number != 0
        default: false
        }
    }

    /// `stringArray(forKey:)`.
    public func stringArray(forKey key: String) -> [String]? {
        guard case .strings(let strings)? = values[key] else { return nil }
        return strings
    }

    /// `removeObject(forKey:)`.
    public func removeObject(forKey key: String) {
        values[key] = nil
    }

    /// Every key that holds a value, sorted, so that what the store shows is deterministic.
    public var keys: [String] { values.keys.sorted() }
}
