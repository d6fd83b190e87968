// `dnd-scenario-trapping`: dnd-scenario with one more app, `trapping`, which traps on
// purpose, so that the tests can prove a trap in a user's app is a `crashed` result. Built
// beside dnd-scenario; never shipped.
import Foundation
import DragDropCore
import GalleryCore
import ScenarioAppKit
import ScenarioCommands

/// An app whose one view, `fuse`, takes plain text; once a drop's text has loaded the view
/// looks it up in an empty table, unchecked, or stops with `fatalError` when the text says
/// `fatal` (and never returns when it says `hang`): a Swift trap either way, with the runtime's message. `given: { fuse: lit }`
/// traps as the scenario is decoded, before anything runs.
final class TrappingApp: AppUnderTest {
    struct Configuration: Equatable, Sendable {}

    enum Key: String, DecodingKey {
        case fuse
    }

    static let name = "trapping"
    static let givenKeys = ["fuse"]
    static let stateKeys = ["drops"]
    static let hasCollectionView = false

    static func configuration(from given: GivenNode) -> Configuration {
        if given.mapping(Key.self)?[.fuse]?.string() == "lit" { fatalError("the fuse was lit in 'given'") }
        return Configuration()
    }

    static func viewNames(of configuration: Configuration) -> [String] { ["fuse"] }

    let system: DragDropSystem
    let configuration: Configuration
    private var fuse: FuseView

    init(system: DragDropSystem, configuration: Configuration) {
        self.system = system
        self.configuration = configuration
        fuse = FuseView()
        system.install(fuse)
    }

    func relaunch() throws(EngineError) {
        try system.terminateApp()
        fuse = FuseView()
        system.install(fuse)
    }

    var collectionView: CollectionView? { nil }

    var state: StateValue { ["drops": .list(fuse.drops.map(StateValue.string))] }
}

/// Takes plain text; what it loads sets it off.
final class FuseView: View, DropInteractionDelegate {
    private(set) var drops: [String] = []
    private let table: [String] = []

    init() {
        super.init(name: "fuse")
        addInteraction(DropInteraction(delegate: self))
    }

    func dropInteraction(_ interaction: DropInteraction, canHandle session: DropSession) -> Bool {
        session.hasItemsConforming(toTypeIdentifiers: ["public.plain-text"])
    }

    func dropInteraction(_ interaction: DropInteraction, sessionDidUpdate session: DropSession) -> DropProposal {
        DropProposal(operation: .copy)
    }

    func dropInteraction(_ interaction: DropInteraction, performDrop session: DropSession) {
        _ = session.loadObjects(ofClass: String.self) { [self] texts in
            for text in texts {
                if text == "fatal" { fatalError("the fuse went off") }
                // An app that never returns, for the workers' watchdog.
                if text == "hang" { while true { sleep(3_600) } }
                drops.append(table[text.count])
            }
        }
    }
}

DndScenario.main(apps: .shipped.adding(TrappingApp.self))
