import ScenarioTestSupport
import Testing

/// A command line built without ScenarioStudio (here `dnd-scenario-trapping`, a package's own
/// command line as `DndScenario.main(apps:)` makes it) links no web server; its `studio` says
/// how to get one instead of starting.
@Suite("A command line without the studio")
struct StudioOptInTests {
    @Test("studio exits 2 and says how to add the studio")
    func studioWithoutServer() throws {
        let output = try BuiltCommand.run(["studio", "--no-open"], trapping: true)
        #expect(output.status == 2, "\(output)")
        #expect(output.standardError.contains("this command line has no studio: link the ScenarioStudio product and start it with DndScenario.main(apps: …, studio: Studio.self)"), "\(output)")
    }

    @Test("show-report exits 2 and says how to add the server")
    func showReportWithoutServer() throws {
        let output = try BuiltCommand.run(["show-report", "report.html", "--no-open"], trapping: true)
        #expect(output.status == 2, "\(output)")
        #expect(output.standardError.contains("this command line has no server for reports: link the ScenarioStudio product and start it with DndScenario.main(apps: …, studio: Studio.self)"), "\(output)")
    }
}
