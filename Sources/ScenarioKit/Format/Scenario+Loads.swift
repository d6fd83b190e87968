import DragDropCore
import ScenarioAppKit
import YAMLReader

extension Scenario {
    enum LoadKey: String, DecodingKey {
        case after, fails
    }

    /// `loads`: type identifier to how loads of the app's own items of that type go,
    /// `{after: DURATION, fails: MESSAGE}`, one of the two at least. Another app's items say
    /// the same in their `provides`; the app under test makes its own providers, so the
    /// scenario says it here.
    static func decodeLoads(_ node: Node, _ decoder: inout NodeDecoder) -> [String: LoadTiming] {
        guard let mapping = decoder.mapping(node, for: "'loads'") else { return [:] }
        var loads: [String: LoadTiming] = [:]
        for index in mapping.pairs.indices {
            guard let type = decoder.key(of: mapping.pairs, at: index) else { continue }
            let value = mapping.pairs[index].value
            guard let fields = decoder.fields(value, for: "load '\(type)'", LoadKey.self) else { continue }
            guard fields.has(.after) || fields.has(.fails) else {
                if fields.unknownKeys.isEmpty { decoder.error(Self.loadNeedsTiming(type), at: value) }
                continue
            }
            let delay = fields[.after].map { decoder.duration($0, for: "'after'") } ?? 0
            let failure = fields[.fails].map { decoder.string($0, for: "'fails'") }
            guard let delay, failure != .some(nil) else { continue }
            loads[type] = LoadTiming(delay: delay, failure: failure ?? nil)
        }
        return loads
    }

    static func loadNeedsTiming(_ type: String) -> String {
        "load '\(NodeDecoder.excerpt(type))' needs 'after', 'fails' or both"
    }
}
