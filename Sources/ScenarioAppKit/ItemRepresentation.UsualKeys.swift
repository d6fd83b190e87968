import DragDropCore
import YAMLReader

extension ItemRepresentation {
    /// Where the keys of a representation mapping of the usual shape are among its pairs:
    /// every key a scalar naming a `Key`, each once, and the value exactly `value`, or
    /// `width` with `height`; `after` and `fails` when given. Any other mapping has no
    /// `UsualKeys`, and is read through `Fields`, which reports what is wrong with it.
    struct UsualKeys {
        private(set) var value: Int?
        private(set) var width: Int?
        private(set) var height: Int?
        private(set) var after: Int?
        private(set) var fails: Int?

        init?(_ pairs: [Node.Mapping.Pair]) {
            for index in pairs.indices {
                guard case .scalar(let name) = pairs[index].key, let key = Key.named(name.value),
                      key != .fields, self[key] == nil
                else { return nil }
                self[key] = index
            }
            let isText = value != nil && width == nil && height == nil
            let isImage = value == nil && width != nil && height != nil
            guard isText || isImage else { return nil }
        }

        /// The index of `key`'s pair; `fields` is never kept.
        private subscript(key: Key) -> Int? {
            get {
                switch key {
                case .value: value
                case .width: width
                case .height: height
                case .after: after
                case .fails: fails
                case .fields: nil
                }
            }
            set {
                switch key {
                case .value: value = newValue
                case .width: width = newValue
                case .height: height = newValue
                case .after: after = newValue
                case .fails: fails = newValue
                case .fields: break
                }
            }
        }
    }
}
