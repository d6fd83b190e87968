import ScenarioAppKit

/// Watches a replay through its hooks and draws the app as a `Recording` keeps it: at launch,
/// after the steps whose pictures the reports show (`Recording.stepsDrawn`), and at the end.
///
/// Drawing the app costs as much as the app holds, so a scenario of many drags over many
/// items would cost their product: once its pictures hold `Recording.shapeBudget` shapes, no
/// more are drawn but the last, and the reports say so where a picture is missing.
final class Recorder {
    private(set) var recording = Recording()
    private let drawn: Set<Int>
    private var shapes = 0

    init(steps: [Step]) {
        drawn = Recording.stepsDrawn(in: steps)
    }

    var hooks: ReplayHooks {
        var hooks = ReplayHooks()
        hooks.didLaunch = { [self] world in recording.launch = picture(of: world) }
        hooks.didPerformStep = { [self] index, world in
            guard drawn.contains(index), shapes < Recording.shapeBudget else { return }
            recording.afterStep[index] = picture(of: world)
        }
        hooks.didFinish = { [self] world in recording.end = picture(of: world) }
        return hooks
    }

    private func picture(of world: World) -> Picture? {
        let picture = (world.app as? any AppPicturing)?.picture()
        shapes += picture?.shapes.count ?? 0
        return picture
    }
}
