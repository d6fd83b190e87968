/// `UserDefaults` as the device keeps it: survives a relaunch of the app.
public final class KeyValueStore {
    @exclusivity(unchecked) private var values: [String: String] = [:]

    public init() {}

    public func string(forKey key: String) -> String? { values[key] }

    public func set(_ value: String?, forKey key: String) {
        values[key] = value
    }

    /// Every key that holds a value, sorted, so that what the store shows is deterministic.
    public var keys: [String] { values.keys.sorted() }
}
