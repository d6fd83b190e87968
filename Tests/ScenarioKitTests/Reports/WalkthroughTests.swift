import GalleryCore
import Foundation
import ScenarioKit
import ScenarioTestSupport
import Testing

@Suite("The walkthrough page")
struct WalkthroughTests {
    static let tutorial: Walkthrough = {
        let loaded = ScenarioLoader(apps: .shipped).load([PackagePaths.scenarios + "/tutorial/000-gallery"])
        return Walkthrough(title: "The tutorial", loaded: loaded, goldens: GoldenTrace(update: false, isCI: true))
    }()

    @Test("a section per tutorial scenario, in file order, its description quoted")
    func sections() {
        let html = Self.tutorial.render()
        #expect(Self.tutorial.chapters.count == 12)
        #expect(html.components(separatedBy: "<section class=\"chapter scenario passed\"").count - 1 == 12)
        for chapter in Self.tutorial.chapters {
            #expect(html.contains("<blockquote class=\"description\">\(chapter.scenario.description.map { XMLEscaped($0) } ?? "?")</blockquote>"))
        }
        let positions = Self.tutorial.chapters.compactMap { html.range(of: ">" + XMLEscaped($0.scenario.name) + "</h2>")?.lowerBound }
        #expect(positions.count == 12 && positions == positions.sorted())
    }

    @Test("the gallery before and after each drag: the trash drag shows two images, then one")
    func beforeAndAfter() throws {
        let trash = try #require(Self.tutorial.chapters.first { $0.file.path.hasSuffix("11-trash.yaml") })
        let html = Walkthrough(title: "t", chapters: [trash]).render()
        #expect(html.components(separatedBy: "data-moment=\"before\"").count - 1 == 2)
        #expect(html.components(separatedBy: "data-moment=\"after\"").count - 1 == 2)
        #expect(html.contains("<figcaption>before: gallery: france-paris-eiffel-tower.jpg, canal-of-Venice.jpg, arctic-12.jpg</figcaption>"))
        #expect(html.contains("<figcaption>after: gallery: france-paris-eiffel-tower.jpg</figcaption>"))
    }

    @Test("mid-drag, the app is drawn after each step that changes the drag, the scenario's last drop included")
    func midDrag() throws {
        let photos = try #require(Self.tutorial.chapters.first { $0.file.path.hasSuffix("03-drag-out-to-photos.yaml") })
        let html = Walkthrough(title: "t", chapters: [photos]).render()
        let captions = html.components(separatedBy: "data-moment=\"mid-drag\"><figcaption>").dropFirst().map { $0.prefix { $0 != ":" } }
        // The lift, the add, the move over Photos and the drop; not the touch nor the expects.
        #expect(captions == ["after step 2", "after step 3", "after step 5", "after step 7"])
        #expect(html.contains("; 2 items dropped</figcaption>"))
    }

    @Test("inside a reorder the app is drawn at each via point where it changed, in the page's language")
    func viaPoints() throws {
        let loaded = ScenarioLoader(apps: .shipped).load([PackagePaths.scenarios + "/tutorial/004-reordering/06-waterfall-layout.yaml"])
        let english = Walkthrough(title: "t", loaded: loaded, goldens: GoldenTrace(update: false, isCI: true)).render()
        // One via point per chapter (let go, cancelled): the held card over b's place.
        #expect(english.components(separatedBy: "data-moment=\"via\"><figcaption>step 1, via point 1: board: section 0: a, b, c, d</figcaption>").count - 1 == 2)
        let chinese = Walkthrough(title: "t", loaded: loaded, goldens: GoldenTrace(update: false, isCI: true), language: .zh).render()
        #expect(chinese.contains("data-moment=\"via\"><figcaption>第 1 步，经过第 1 个点："))
        // A flow layout's cells do not move before the end: no picture repeats the one before.
        let board = ScenarioLoader(apps: .shipped).load([PackagePaths.scenarios + "/tutorial/004-reordering/02-long-press-gesture.yaml"])
        #expect(!Walkthrough(title: "t", loaded: board, goldens: GoldenTrace(update: false, isCI: true)).render().contains("data-moment=\"via\""))
    }

    @Test("callbacks are grouped under the step that caused them")
    func grouped() throws {
        let move = try #require(Self.tutorial.chapters.first { $0.file.path.hasSuffix("07-move-venice-to-end-of-row.yaml") })
        let html = Walkthrough(title: "t", chapters: [move]).render()
        let drop = try #require(html.range(of: "<code>drop</code>"))
        let performDrop = try #require(html.range(of: "collection.drop  performDrop [0,2] items=1"))
        let move2 = try #require(html.range(of: "<code>move: {cell: 2}</code>"))
        let canHandle = try #require(html.range(of: "collection.drop  canHandle -&gt; true"))
        #expect(move2.lowerBound < canHandle.lowerBound && canHandle.lowerBound < drop.lowerBound && drop.lowerBound < performDrop.lowerBound)
    }

    @Test("steps spliced from a fragment are grouped by the runner's step index and say where they come from")
    func fragments() throws {
        let loaded = ScenarioLoader(apps: .shipped).load([PackagePaths.root + "/docs/examples/use.yaml"])
        #expect(loaded.diagnostics.isEmpty)
        let html = Walkthrough(title: "t", loaded: loaded, goldens: GoldenTrace(update: false, isCI: true)).render()
        let steps = PackagePaths.root + "/docs/examples/steps.yaml"
        #expect(html.contains("<div class=\"step\" data-step=\"6\"><code>touch: {cell: 2}</code> <span class=\"where\">\(steps):6, used at line 8</span></div>"))
        #expect(html.contains("<div class=\"step\" data-step=\"5\"><code>expect: {images: [artika.jpg, dawn.jpg, venice.jpg]}</code> <span class=\"where\">line 7</span></div>"))
        #expect(html.components(separatedBy: "data-moment=\"before\"").count - 1 == 2)
        let drop = try #require(html.range(of: "<div class=\"step\" data-step=\"9\"><code>drop</code>"))
        let performDrop = try #require(html.range(of: "collection.drop  performDrop [0,0] items=1"))
        #expect(drop.lowerBound < performDrop.lowerBound)
    }

    @Test("a drag starts at a touch with no finger down; reorders and relaunches start their own", arguments: [
        ("steps: [wait: 1s, touch: {cell: 0}, lift, move: {cell: 1}, drop, wait: 1s, relaunch, touch: {cell: 0}, cancel]", [[0], [1, 2, 3, 4, 5], [6], [7, 8]]),
        ("steps: [touch: {cell: 0}, lift, {touch: {cell: 1}, finger: 2}, {lift: {finger: 2}}, drop, {drop: {finger: 2}}, reorder: {from: 0, to: 1}]", [[0, 1, 2, 3, 4, 5], [6]]),
    ])
    func segments(steps: String, expected: [[Int]]) throws {
        let yaml = "scenario: s\n" + steps + "\n"
        let (file, diagnostics) = ScenarioFile.decode(yaml, path: "s.yaml", apps: .shipped)
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        let scenario = try #require(file.scenarios.first)
        #expect(Walkthrough.segments(scenario.steps, ran: Array(scenario.steps.indices)) == expected)
        #expect(Walkthrough.segments(scenario.steps, ran: [0]) == [[0]])
    }
}

/// Text as the pages escape it.
func XMLEscaped(_ text: String) -> String {
    text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;").replacingOccurrences(of: ">", with: "&gt;")
        .replacingOccurrences(of: "\"", with: "&quot;").replacingOccurrences(of: "'", with: "&apos;")
}
