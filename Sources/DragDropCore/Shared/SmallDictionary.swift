/// A dictionary for a few keys — the targets a session asked, the apps it was shown to, the
/// fingers on the screen: a scan of a handful of entries is cheaper than hashing, and an
/// empty one allocates nothing.
struct SmallDictionary<Key: Equatable, Value>: Sequence {
    private var entries: [(key: Key, value: Value)] = []

    init() {}

    subscript(key: Key) -> Value? {
        get {
            for entry in entries where entry.key == key { return entry.value }
            return nil
        }
        set {
            if let index = entries.firstIndex(where: { $0.key == key }) {
                if let newValue { entries[index].value = newValue } else { entries.remove(at: index) }
            } else if let newValue {
                entries.append((key, newValue))
            }
        }
    }

    /// The entries in the order their keys were first set.
    func makeIterator() -> IndexingIterator<[(key: Key, value: Value)]> {
        entries.makeIterator()
    }
}
