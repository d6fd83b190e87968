@testable import DragDropCore
import Foundation
import GalleryCore
@testable import ScenarioKit
import Testing

/// A finished run leaves nothing behind: every object the engine and the app made — the
/// system, its clock and trace, views and interactions, cells, sessions, drop sessions,
/// items and providers — is gone once the run is, whether it passed, failed or stopped with
/// work still pending. Each is watched through a weak reference, as it was seen at launch
/// and before each step.
@Suite("Ownership")
struct OwnershipTests {
    /// Weak references to everything a world held at some point of a run.
    final class Watch {
        private var references: [(name: String, object: () -> AnyObject?)] = []
        private var seen: Set<ObjectIdentifier> = []
        weak var world: World?

        var count: Int { references.count }
        var alive: [String] { references.filter { $0.object() != nil }.map(\.name) }

        func add(_ name: String, _ object: AnyObject?) {
            guard let object, seen.insert(ObjectIdentifier(object)).inserted else { return }
            references.append((name, { [weak object] in object }))
        }

        func look() {
            guard let world else { return }
            add("world", world)
            add("app", world.app)
            let system = world.system
            add("system", system)
            add("scheduler", system.scheduler)
            add("trace", system.trace)
            add("main queue", system.mainQueue)
            add("defaults", system.defaults)
            for view in system.views + system.otherApps.map(\.view) {
                add("view \(view.name)", view)
                add("drag interaction of \(view.name)", view.dragInteraction)
                add("drop interaction of \(view.name)", view.dropInteraction)
            }
            for app in system.otherApps { add("other app \(app.name)", app) }
            if let collectionView = world.app.collectionView {
                add("collection view", collectionView)
                for section in 0..<collectionView.numberOfSections {
                    for item in 0..<collectionView.numberOfItems(inSection: section) {
                        add("cell [\(section),\(item)]", collectionView.cellForItem(at: IndexPath(item: item, section: section)))
                    }
                }
            }
            for session in system.sessions {
                add("drag session \(session.identifier)", session)
                for (app, dropSession) in session.dropSessions { add("drop session \(session.identifier) in \(app)", dropSession) }
                for item in session.items {
                    add("drag item of session \(session.identifier)", item)
                    add("provider \(item.itemProvider.traceName)", item.itemProvider)
                }
            }
        }

        /// Hooks that show the watch the world at launch and before every step.
        func hooks(around base: ReplayHooks = ReplayHooks()) -> ReplayHooks {
            var hooks = base
            hooks.didLaunch = { [self] world in
                self.world = world
                look()
                base.didLaunch(world)
            }
            hooks.willPerformStep = { [self] index in
                look()
                base.willPerformStep(index)
            }
            return hooks
        }
    }

    static let loaded = ShippedScenariosTests.loaded

    /// Every shipped scenario but those pinning a crash of the app, which would end this
    /// process (the workers of `run` take those).
    static let inProcess = loaded.scenarios.filter { $0.scenario.expect?.error?.kind != .crash }

    @Test("a run of every shipped scenario leaves nothing behind", arguments: inProcess.map { "\($0.file.path)|\($0.scenario.name)" })
    func shipped(key: String) throws {
        let entry = try #require(Self.inProcess.first { "\($0.file.path)|\($0.scenario.name)" == key })
        // Plain, and recording pictures after each step as the reports can.
        for records in [false, true] {
            let watch = Watch()
            _ = ScenarioRunner(goldens: GoldenTrace(update: false, isCI: true), records: records).run(entry.scenario, file: entry.file.path, hooks: watch.hooks())
            #expect(watch.count >= 8)
            #expect(watch.alive == [], "records: \(records)")
        }
    }

    @Test("a run stopped by an error mid-drag, with loads and fetches pending, leaves nothing behind")
    func stoppedMidDrag() throws {
        // 153 long waits bring the clock within 43 372 036 854 775 807ms of its end; the
        // last wait would pass it, with a drag under way and two loads pending.
        let nearTheEnd = String(repeating: "  - wait: 999999999999m\n", count: 153)
        let (file, diagnostics) = ScenarioFile.decode("""
        scenario: stopped
        given: { images: [https://img.example/a.jpg, https://img.example/b.jpg] }
        sources:
          safari:
            - id: sunrise
              provides: { public.image: { width: 10, height: 10, after: 1s }, public.url: { value: "https://img.example/s.jpg", after: 2s } }
        steps:
        \(nearTheEnd)  - touch: { cell: 0, finger: 2 }
          - lift: { finger: 2 }
          - touch: { source: safari, item: sunrise }
          - lift
          - move: { cell: 1 }
          - drop
          - wait: 999999999999m

        """, path: "stopped.yaml", apps: .shipped)
        #expect(diagnostics.isEmpty)
        let scenario = try #require(file.scenarios.first)
        let watch = Watch()
        let result = ScenarioRunner(goldens: GoldenTrace(update: false, isCI: true)).run(scenario, file: "stopped.yaml", hooks: watch.hooks())
        #expect(result.status == .error)
        #expect(result.failures.first?.message.hasPrefix("clock-overflow: waiting") == true, "\(result.failures)")
        #expect(watch.alive == [])
    }

    @Test("exploring leaves no replay, world or system behind")
    func explore() throws {
        let entry = try #require(Self.loaded.scenarios.first { $0.scenario.name.hasPrefix("Explore: the tutorial's external drop") })
        let watch = Watch()
        do {
            let search = Search(scenario: entry.scenario, file: entry.file.path, explorer: Explorer())
            let replay = Replay(script: [], sleep: [], search: search)
            watch.add("replay", replay)
            watch.add("search", search)
            _ = search.runner.run(entry.scenario, file: entry.file.path, hooks: watch.hooks(around: replay.hooks))
            #expect(replay.outcome != nil)
        }
        #expect(watch.count >= 8)
        #expect(watch.alive == [])
    }
}
