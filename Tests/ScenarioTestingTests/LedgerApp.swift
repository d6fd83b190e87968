import DragDropCore
import ScenarioAppKit

/// An app whose state has a costly key (`ledger`, as the gallery's saved store is decoded)
/// and a key that counts how often the costly one was made (`decodes`), to show that an
/// expectation reads only the keys it names.
final class LedgerApp: AppUnderTest {
    struct Configuration: Equatable, Sendable {}

    static let name = "ledger"
    static let givenKeys: [String] = []
    /// `balance` is declared but never there, as a key an app has only at times.
    static let stateKeys = ["ledger", "decodes", "balance"]
    static let hasCollectionView = false

    static func configuration(from given: GivenNode) -> Configuration { Configuration() }

    let system: DragDropSystem
    private var decodes = 0

    init(system: DragDropSystem, configuration: Configuration) {
        self.system = system
    }

    func relaunch() throws(EngineError) {
        try system.terminateApp()
    }

    var collectionView: CollectionView? { nil }

    var state: StateValue {
        .map(Self.stateKeys.compactMap { key in state(forKey: key).map { StateValue.Entry(key, $0) } })
    }

    func state(forKey key: String) -> StateValue? {
        switch key {
        case "ledger":
            decodes += 1
            return .list([.string("opening balance")])
        case "decodes":
            return .number(Double(decodes))
        default:
            return nil
        }
    }
}
