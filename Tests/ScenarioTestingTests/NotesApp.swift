import DragDropCore
import ScenarioAppKit

/// An app of a user's own, written only against the public API, as docs/CUSTOM-APPS.md
/// writes one: an inbox view that keeps the texts dropped on it from other apps, up to a limit.
final class NotesApp: AppUnderTest {
    struct Configuration: Equatable, Sendable {
        var notes: [String] = []
        var limit = 10
    }

    enum Key: String, DecodingKey {
        case notes, limit
    }

    static let name = "notes"
    static let givenKeys = Key.names
    static let stateKeys = ["notes"]
    static let hasCollectionView = false

    static func configuration(from given: GivenNode) -> Configuration {
        var configuration = Configuration()
        guard let fields = given.mapping(Key.self) else { return configuration }
        if let notes = fields[.notes]?.strings() { configuration.notes = notes }
        if let limit = fields[.limit]?.integer(minimum: 1) { configuration.limit = limit }
        if configuration.notes.count > configuration.limit { fields[.notes]?.error("more notes than the limit of \(configuration.limit)") }
        return configuration
    }

    static func viewNames(of configuration: Configuration) -> [String] { ["inbox"] }

    let system: DragDropSystem
    let configuration: Configuration
    private var inbox: InboxView

    init(system: DragDropSystem, configuration: Configuration) {
        self.system = system
        self.configuration = configuration
        inbox = Self.launch(system, configuration)
    }

    private static func launch(_ system: DragDropSystem, _ configuration: Configuration) -> InboxView {
        let inbox = InboxView(notes: configuration.notes, limit: configuration.limit)
        system.install(inbox)
        return inbox
    }

    func relaunch() throws(EngineError) {
        try system.terminateApp()
        inbox = Self.launch(system, configuration)
    }

    var collectionView: CollectionView? { nil }

    var state: StateValue { ["notes": .list(inbox.notes.map(StateValue.string))] }
}

/// The inbox: takes plain text while it has room.
final class InboxView: View, DropInteractionDelegate {
    private(set) var notes: [String]
    let limit: Int

    init(notes: [String], limit: Int) {
        self.notes = notes
        self.limit = limit
        super.init(name: "inbox")
        addInteraction(DropInteraction(delegate: self))
    }

    func dropInteraction(_ interaction: DropInteraction, canHandle session: DropSession) -> Bool {
        session.hasItemsConforming(toTypeIdentifiers: ["public.plain-text"])
    }

    func dropInteraction(_ interaction: DropInteraction, sessionDidUpdate session: DropSession) -> DropProposal {
        DropProposal(operation: notes.count < limit ? .copy : .forbidden)
    }

    func dropInteraction(_ interaction: DropInteraction, performDrop session: DropSession) {
        session.loadObjects(ofClass: String.self) { [weak self] texts in
            guard let self else { return }
            notes += texts.prefix(max(limit - notes.count, 0))
        }
    }
}
