import ScenarioAppKit

/// Watches a replay through its hooks and draws the app as a `Recording` keeps it.
final class Recorder {
    private(set) var recording = Recording()

    var hooks: ReplayHooks {
        var hooks = ReplayHooks()
        hooks.didLaunch = { [self] world in recording.launch = Self.picture(of: world) }
        hooks.didPerformStep = { [self] index, world in recording.afterStep[index] = Self.picture(of: world) }
        hooks.didFinish = { [self] world in recording.end = Self.picture(of: world) }
        return hooks
    }

    private static func picture(of world: World) -> Picture? {
        (world.app as? any AppPicturing)?.picture()
    }
}
