import ScenarioAppKit
import UIKitNames

/// The inbox as scenarios see it: `app: inbox`.
public final class InboxApp: AppUnderTest {
    public struct Configuration: Equatable, Sendable {
        var notes: [String] = []
        var limit = 3
    }

    enum Key: String, DecodingKey {
        case notes, limit
    }

    public static let name = "inbox"
    public static let givenKeys = Key.names
    public static let stateKeys = ["notes"]
    public static let hasCollectionView = false

    /// `given: {notes: [TEXT…], limit: N}`.
    public static func configuration(from given: GivenNode) -> Configuration {
        var configuration = Configuration()
        guard let fields = given.mapping(Key.self) else { return configuration }
        if let notes = fields[.notes]?.strings() { configuration.notes = notes }
        if let limit = fields[.limit]?.integer(minimum: 1) { configuration.limit = limit }
        return configuration
    }

    public static func viewNames(of configuration: Configuration) -> [String] { ["inbox"] }

    public let system: DragDropSystem
    let configuration: Configuration
    private var inbox: InboxView

    public init(system: DragDropSystem, configuration: Configuration) {
        self.system = system
        self.configuration = configuration
        inbox = InboxView(notes: configuration.notes, limit: configuration.limit)
        system.install(inbox)
    }

    public func relaunch() throws(EngineError) {
        try system.terminateApp()
        inbox = InboxView(notes: configuration.notes, limit: configuration.limit)
        system.install(inbox)
    }

    public var collectionView: CollectionView? { nil }

    public var state: StateValue {
        ["notes": .list(inbox.notes.map(StateValue.string))]
    }
}

extension AppRegistry {
    public static let inbox = AppRegistry(InboxApp.self, defaultApp: InboxApp.name)
}
