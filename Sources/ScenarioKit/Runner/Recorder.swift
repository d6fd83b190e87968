import DragDropCore
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
    /// The drops and cancels: only the picture right after one shows the items it let go of,
    /// not an `expect` checked at the same instant.
    private let releases: Set<Int>
    private var shapes = 0

    init(steps: [Step]) {
        drawn = Recording.stepsDrawn(in: steps)
        releases = Set(steps.indices.filter {
            switch steps[$0].kind {
            case .drop, .cancel: true
            default: false
            }
        })
    }

    var hooks: ReplayHooks {
        var hooks = ReplayHooks()
        hooks.didLaunch = { [self] world in recording.launch = picture(of: world, landings: false) }
        hooks.didPerformStep = { [self] index, world in
            guard drawn.contains(index), shapes < Recording.shapeBudget else { return }
            recording.afterStep[index] = picture(of: world, landings: releases.contains(index))
        }
        hooks.didReachViaPoint = { [self] index, world in
            guard shapes < Recording.shapeBudget, let picture = picture(of: world, landings: false) else { return }
            recording.withinStep[index, default: []].append(picture)
        }
        hooks.didFinish = { [self] world in recording.end = picture(of: world, landings: false) }
        return hooks
    }

    /// The app and the other apps, with whatever drag and drop holds on the screen on top.
    private func picture(of world: World, landings: Bool) -> Picture? {
        guard let app = world.app as? any AppPicturing else { return nil }
        var scene = world.system.scene
        if !landings { scene.landings = [] }
        let picture = DevicePicture(app: app.picture(), placement: app.placement(ofView:), otherApps: world.otherApps.map(DevicePicture.OtherApp.init), scene: scene, regions: app.regions()).picture
        shapes += picture.shapes.count
        return picture
    }
}
