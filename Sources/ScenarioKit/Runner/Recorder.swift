/// Watches a replay through its hooks and keeps what a `Recording` holds.
final class Recorder {
    private(set) var recording = Recording()
    private var world: World?
    /// Steps in the scenario: the runner announces the settle after the last as step `stepCount`.
    private let stepCount: Int

    init(stepCount: Int) {
        self.stepCount = stepCount
    }

    var hooks: ReplayHooks {
        var hooks = ReplayHooks()
        hooks.didLaunch = { [self] world in
            self.world = world
            recording.launch = Self.picture(of: world)
        }
        hooks.willPerformStep = { [self] index in
            let start = world?.system.trace.events.count ?? 0
            if index < stepCount {
                recording.steps.append(Recording.Step(index: index, traceStart: start))
            } else {
                recording.settleStart = start
            }
        }
        hooks.didPerformStep = { [self] index, world in
            guard let last = recording.steps.indices.last, recording.steps[last].index == index else { return }
            recording.steps[last].picture = Self.picture(of: world)
        }
        hooks.didFinish = { [self] world in
            recording.end = Self.picture(of: world)
        }
        return hooks
    }

    private static func picture(of world: World) -> Picture? {
        (world.app as? any AppPicturing)?.picture()
    }
}
