import ScenarioAppKit

/// The server behind `dnd-scenario studio`: ScenarioStudio's `Studio`, handed to
/// `DndScenario.main(apps:studio:)`. A command line that does not hand it one links no web
/// server, so a package's own command line builds SwiftNIO only when it asks for the studio.
/// Its type is a task-local value of `DndScenario` (`SendableMetatype`), which a dependent
/// package's build would otherwise warn about at every use of `@TaskLocal`.
public protocol StudioServing: SendableMetatype {
    /// Starts serving the scenario files of the folder at `path` on 127.0.0.1, on `port` (0:
    /// any free port), with new scenarios starting with `app`; returns where.
    static func serve(folder path: String, apps: AppRegistry, app: String?, port: Int) async throws(StudioRefusal) -> StudioAddress

    /// Starts serving the HTML report `report` (its text) on 127.0.0.1, on `port`, drawing
    /// its passing scenarios from their files under the folder at `root`; returns where, the
    /// folder being the root.
    static func serve(report: String, root: String, apps: AppRegistry, port: Int) async throws(StudioRefusal) -> StudioAddress
}

/// Where a started studio serves: the page's address and the folder's path.
public struct StudioAddress: Sendable {
    public let address: String
    public let folder: String

    public init(address: String, folder: String) {
        self.address = address
        self.folder = folder
    }
}

/// Why a studio did not start, in words for the person who ran the command.
public struct StudioRefusal: Error, Sendable {
    public let message: String

    public init(_ message: String) {
        self.message = message
    }
}
