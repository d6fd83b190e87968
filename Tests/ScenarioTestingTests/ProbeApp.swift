import DragDropCore
import Foundation
import ScenarioAppKit

/// An app that reads one `given` key with each of `GivenNode`'s methods, to test them.
final class ProbeApp: AppUnderTest {
    /// What each key read, written as text; nil for a key that was absent or wrong.
    struct Configuration: Equatable, Sendable {
        var read: [String: String] = [:]
    }

    enum Key: String, DecodingKey {
        case text, integer, number, flag, delay, cell, spot, colour, operation, list, texts, views, provides, local, custom
    }

    enum Colour: String, CaseIterable {
        case red, green
    }

    static let name = "probe"
    static let givenKeys = Key.names
    static let stateKeys: [String] = []
    static let hasCollectionView = false

    static func configuration(from given: GivenNode) -> Configuration {
        var read: [String: String] = [:]
        guard let fields = given.mapping(Key.self) else { return Configuration() }
        read["text"] = fields[.text]?.string()
        read["integer"] = fields[.integer]?.integer(minimum: 0).map { "\($0)" }
        read["number"] = fields[.number]?.number(positive: true).map { "\($0)" }
        read["flag"] = fields[.flag]?.bool().map { "\($0)" }
        read["delay"] = fields[.delay]?.duration().map { "\($0)ms" }
        read["cell"] = fields[.cell]?.indexPath().map { "\($0.section),\($0.item)" }
        read["spot"] = fields[.spot]?.point().map { "\($0.x),\($0.y)" }
        read["colour"] = fields[.colour]?.word(Colour.self, noun: "colour")?.rawValue
        read["operation"] = fields[.operation]?.dropOperation(allowed: [.copy, .move]).map { "\($0)" }
        read["list"] = fields[.list]?.list().map { $0.compactMap { $0.integer() }.map(String.init).joined(separator: " ") }
        read["texts"] = fields[.texts]?.strings()?.joined(separator: " ")
        read["views"] = fields[.views]?.entries()?.map { "\($0.name)@\($0.location.line):\($0.value.string() ?? "?")" }.joined(separator: " ")
        read["provides"] = fields[.provides]?.representations().map(\.typeIdentifier).joined(separator: " ")
        read["local"] = fields[.local]?.itemValue()?.description
        if let custom = fields[.custom] {
            custom.error("custom problem with \(custom.written)")
            read["custom"] = custom.scalarText
        }
        return Configuration(read: read)
    }

    let system: DragDropSystem
    let configuration: Configuration

    init(system: DragDropSystem, configuration: Configuration) {
        self.system = system
        self.configuration = configuration
    }

    func relaunch() throws(EngineError) {
        try system.terminateApp()
    }

    var collectionView: CollectionView? { nil }

    var state: StateValue { [:] }
}
