import DragDropCore
import ScenarioAppKit
import YAMLReader

/// The studio's YAML pane replayed once: what `check` says of the text, and for the chosen
/// scenario the app drawn after launch and after every step (mid-drag included), the trace
/// lines each step caused and where its failures are — all of it what the engine says, so
/// the page shows the engine's answer and never a guess of its own.
///
/// The text is decoded as the file at `path` would be, so `use` reads the fragments beside
/// it, confined to its folder as `run` confines them. Goldens are compared, never written:
/// a replay at every gesture must leave the folder as it was.
public struct StudioReplay: Sendable {
    /// Every problem, rendered as `check` prints it (`FILE:LINE:COLUMN: error: …`, the line
    /// and a caret); empty when the text is valid.
    public var diagnostics: [String]
    /// `checked 1 file, 2 scenarios: 0 errors`.
    public var summary: String
    /// The names of the scenarios the text holds, in file order.
    public var scenarios: [String]
    /// The index in `scenarios` of the one replayed.
    public var chosen: Int
    /// `passed`, `failed` or `error`; nil when nothing was replayed.
    public var status: String?
    /// Every failure of the replay, located and rendered with its diff.
    public var failures: [Failure]
    /// The launch, then each step that ran, then the end once everything settled.
    public var frames: [Frame]
    /// Whether the app draws itself (adopts `AppPicturing`); an app that does not is replayed
    /// and traced all the same, without pictures.
    public var appDraws = false
    /// The items other apps offer, each with the target a `touch` or `add` names it by.
    public var sources: [(label: String, target: String)] = []
    /// The other apps that accept drops, each with the target a `move` names it by.
    public var targets: [(label: String, target: String)] = []
    /// Where a pointer can be in the last step's picture, for `target(atX:y:)`.
    var regions: [Picture.Region]
    /// The app's state after the last step, as an `expect` step would check it.
    var expectation: StudioExpectation?
    /// By frame, where a pointer can be in its picture and the app's state there: a gesture
    /// recorded, or "Expect this" pressed, at a frame is judged by what that frame shows.
    var frameRegions: [[Picture.Region]] = []
    var frameStates: [StudioExpectation?] = []
    /// Whether the end frame is the app once everything settled (`settle` not false).
    var settles = true

    /// A failure at its line of the pane.
    public struct Failure: Equatable, Sendable {
        public var line: Int
        public var text: String
    }

    /// Replays scenario `chosen` (clamped to those there are) of `text`, decoded as the file
    /// at `path` with `apps`.
    public init(text: String, path: String, apps: AppRegistry, chosen: Int = 0) {
        self.init(text: text, path: path, apps: apps, chosen: chosen, watch: { $0 }, crash: nil)
    }

    /// `init(text:path:apps:chosen:)`, watched and in place of a crash.
    ///
    /// - Parameters:
    ///   - watch: hooks of the caller's around the replay's own: a worker process streams each
    ///     step and trace line to the studio with them, so that the studio has them if the app
    ///     crashes the worker.
    ///   - crash: a crash of an earlier replay of this text in another process: the replay is
    ///     then shown as `run` shows a crash (its message, its signal, at the step it died at),
    ///     with the app drawn up to the step before, which is replayed again without the rest.
    package init(text: String, path: String, apps: AppRegistry, chosen: Int, watch: (ReplayHooks) -> ReplayHooks, crash: ScenarioCrash?) {
        // Fragments as the studio's own files: nothing hidden, no link (`StudioFragmentRule`).
        var library = FragmentLibrary()
        library.refusal = StudioFragmentRule.refusal
        let decoded = ScenarioFile.decode(Array(text.utf8), path: path, apps: apps, library: &library)
        let loaded = LoadResult(files: [decoded.file], diagnostics: ScenarioFile.sorted(decoded.diagnostics + library.diagnostics))
        diagnostics = loaded.renderedDiagnostics()
        summary = loaded.summary
        scenarios = decoded.file.scenarios.map(\.name)
        self.chosen = min(max(chosen, 0), max(scenarios.count - 1, 0))
        failures = []
        frames = []
        regions = []
        guard decoded.file.scenarios.indices.contains(self.chosen) else { return }
        let scenario = decoded.file.scenarios[self.chosen]
        let quoted = YAMLScalar.quoted
        sources = scenario.sources.flatMap { source in
            source.items.map { ("\(source.app) · \($0.id)", "{source: \(quoted(source.app)), item: \(quoted($0.id))}") }
        }
        targets = scenario.targets.map { ($0.name, "{app: \(quoted($0.name))}") }
        replay(scenario, path: path, watch: watch, crash: crash)
    }

    /// The step a press at (`x`, `y`) of the last step's picture aims at, in the format's
    /// words: the topmost region there, or `{nowhere: true}` outside every region.
    public func target(atX x: Double, y: Double) -> String {
        target(atX: x, y: y, in: regions)
    }

    /// The step a press at (`x`, `y`) of frame `frame`'s picture aims at: the picture the page
    /// shows when a step is recorded at an earlier step.
    public func target(atX x: Double, y: Double, frame: Int) -> String {
        target(atX: x, y: y, in: frameRegions.indices.contains(frame) ? frameRegions[frame] : regions)
    }

    private func target(atX x: Double, y: Double, in regions: [Picture.Region]) -> String {
        guard let region = regions.last(where: { $0.contains(x: x, y: y) }) else { return "{nowhere: true}" }
        switch region.target {
        case .cell(let section, let item): return section == 0 ? "{cell: \(item)}" : "{cell: [\(section), \(item)]}"
        case .empty: return "{empty: true}"
        case .view(let name): return "{view: \(YAMLScalar.quoted(name))}"
        case .row(let view, let section, let row, let part):
            return "{view: \(YAMLScalar.quoted(view)), row: \(row)" + (section == 0 ? "" : ", section: \(section)") + (part == .middle ? "}" : ", part: \(part.rawValue)}")
        case .header(let view, let section): return "{view: \(YAMLScalar.quoted(view)), header: \(section)}"
        case .footer(let view, let section): return "{view: \(YAMLScalar.quoted(view)), footer: \(section)}"
        case .belowRows(let view): return "{view: \(YAMLScalar.quoted(view)), empty: true}"
        }
    }

    /// An `expect` step that holds for the app as the last step left it, with `traceLines`
    /// (picked in the trace pane) as lines its trace must contain; nil when nothing ran.
    public func expectStep(traceLines: [String]) -> String? {
        expectation?.step(traceLines: traceLines)
    }

    /// The steps that pin what frame `frame` shows: an `expect` step of the app there; for the
    /// end, once everything settled, `settle` first, so that the step checks the app the
    /// picture shows and not the app before its pending work ran. Nil when the frame has no
    /// state (nothing ran).
    public func expectSteps(traceLines: [String], frame: Int) -> [String]? {
        guard frameStates.indices.contains(frame), let state = frameStates[frame] else { return nil }
        let step = state.step(traceLines: traceLines)
        return frame == frames.count - 1 && settles ? ["settle", step] : [step]
    }

    private mutating func replay(_ scenario: Scenario, path: String, watch: (ReplayHooks) -> ReplayHooks, crash: ScenarioCrash?) {
        let runner = ScenarioRunner(goldens: GoldenTrace(update: false, isCI: true))
        let labels = StepLabels(scenario)
        var pictures: [Int: Picture] = [:]
        var launch: Picture?
        var end: Picture?
        var lastRegions: [Picture.Region] = []
        var lastState: StudioExpectation?
        var launchRegions: [Picture.Region] = []
        var launchState: StudioExpectation?
        var stepRegions: [Int: [Picture.Region]] = [:]
        var stepStates: [Int: StudioExpectation] = [:]
        var endRegions: [Picture.Region]?
        var endState: StudioExpectation?
        // As the reports do: past the budget no more is drawn, so a long scenario over many
        // items answers in a few megabytes at most.
        var shapes = 0
        // The walkthrough's drawing: the app, the other apps' panels, and each drag's finger,
        // items and target on top; the items a drop or a cancel let go of only right after it.
        let releases = Set(scenario.steps.indices.filter {
            switch scenario.steps[$0].kind {
            case .drop, .cancel: true
            default: false
            }
        })
        let draw = { (world: World, index: Int?) -> Picture? in
            guard shapes < Recording.shapeBudget, let picture = Self.picture(of: world, landings: index.map(releases.contains) ?? false) else { return nil }
            shapes += picture.shapes.count
            return picture
        }
        var current = 0
        var checked: [Int: [ScenarioFailure]] = [:]
        var hooks = ReplayHooks()
        hooks.willPerformStep = { current = $0 }
        hooks.didCheckStep = { checked[current] = $0 }
        var draws = false
        hooks.didLaunch = { world in
            draws = world.app is any AppPicturing
            launch = draw(world, nil)
            lastRegions = (world.app as? any AppPicturing)?.regions() ?? []
            lastState = StudioExpectation(world)
            launchRegions = lastRegions
            launchState = lastState
        }
        hooks.didPerformStep = { index, world in
            pictures[index] = draw(world, index)
            lastRegions = (world.app as? any AppPicturing)?.regions() ?? []
            lastState = StudioExpectation(world)
            stepRegions[index] = lastRegions
            stepStates[index] = lastState
        }
        hooks.didFinish = { world in
            end = Self.picture(of: world, landings: false)
            endRegions = (world.app as? any AppPicturing)?.regions() ?? []
            endState = StudioExpectation(world)
        }
        let result: ScenarioResult
        if let crash {
            // The steps before the one it died at, replayed again for their pictures; nothing
            // after them runs, not even the settle, so the app cannot die again here.
            let before: Int? = switch crash.phase {
            case .launching: nil
            case .step(let index): min(index, scenario.steps.count)
            case .settling, .checking: scenario.steps.count
            }
            if let before {
                var prefix = scenario
                prefix.steps = Array(scenario.steps.prefix(before))
                prefix.expect = nil
                prefix.settle = false
                _ = runner.run(prefix, file: path, hooks: hooks)
            }
            result = runner.result(of: crash, scenario: scenario, file: path)
        } else {
            result = runner.run(scenario, file: path, hooks: watch(hooks))
        }
        let stoppedRun = result.status == .error || result.status == .crashed || crash != nil
        status = result.status.rawValue
        appDraws = draws
        failures = result.failures.map { Failure(line: $0.location.file == path ? $0.location.line : scenario.location.line, text: $0.rendered) }
        regions = lastRegions
        expectation = lastState
        let groups = Dictionary(result.traceGroups.map { ($0.cause, $0.events.map(\.line)) }, uniquingKeysWith: { first, _ in first })
        frames.append(Frame(step: nil, line: scenario.location.line, label: "launch", picture: launch, trace: groups[.launch] ?? []))
        // A step that stopped the run changed nothing: the app is as the step before left it.
        let stopped = { (index: Int) in stoppedRun && index == result.stepsRun.count - 1 && pictures[index] == nil }
        for index in result.stepsRun.indices {
            let step = scenario.steps[index]
            let line = step.usedAt.last(where: { $0.file == path })?.line ?? (step.location.file == path ? step.location.line : scenario.location.line)
            let mine = (checked[index] ?? []).map(\.rendered)
            frames.append(Frame(step: index, line: line, label: labels.label(index), picture: pictures[index] ?? (stopped(index) ? frames.last?.picture : nil), trace: groups[.step(index)] ?? [], failures: mine))
        }
        // A step that stopped the run fails at its own line; the final `expect`'s at the end.
        let shown = Set(checked.values.joined().map(\.rendered))
        var finalFailures: [Failure] = []
        for failure in failures where !shown.contains(failure.text) {
            if let position = frames.lastIndex(where: { $0.step != nil && $0.line == failure.line }), stoppedRun {
                frames[position].failures.append(failure.text)
            } else {
                finalFailures.append(failure)
            }
        }
        frames.append(Frame(step: nil, line: scenario.expect?.location.line ?? scenario.location.line, label: scenario.settle ? "end, once everything settled" : "end", picture: end, trace: groups[.settle] ?? [], failures: finalFailures.map(\.text)))
        // A step that stopped the run left the app as the step before it: so do its region and state.
        var previous = (launchRegions, launchState)
        frameRegions = [launchRegions]
        frameStates = [launchState]
        for index in result.stepsRun.indices {
            if let regions = stepRegions[index], let state = stepStates[index] { previous = (regions, state) }
            frameRegions.append(previous.0)
            frameStates.append(previous.1)
        }
        frameRegions.append(endRegions ?? previous.0)
        frameStates.append(endState ?? previous.1)
        settles = scenario.settle
    }

    /// The screen as the walkthrough draws it (`DevicePicture`): the app's own picture keeps its
    /// place at the top left, so its regions still say what is under a point.
    private static func picture(of world: World, landings: Bool) -> Picture? {
        guard let app = world.app as? any AppPicturing else { return nil }
        var scene = world.system.scene
        if !landings { scene.landings = [] }
        return DevicePicture(app: app.picture(), placement: app.placement(ofView:), otherApps: world.otherApps.map(DevicePicture.OtherApp.init), scene: scene).picture
    }
}
