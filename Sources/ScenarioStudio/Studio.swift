import ScenarioAppKit
import ScenarioCommands
import ScenarioExecution

/// The studio, for a command line that offers `studio`:
/// `DndScenario.main(apps: …, studio: Studio.self)`.
public enum Studio: StudioServing {
    public static func serve(folder path: String, apps: AppRegistry, app: String?, port: Int) async throws(StudioRefusal) -> StudioAddress {
        guard let folder = StudioFolder(path) else {
            throw StudioRefusal("\(path) is no folder; name the folder of your scenario files")
        }
        do {
            let server = try await StudioServer.start(StudioHandler(folder: folder, apps: apps, app: app, replays: .workers(StudioReplayWorker(executable: WorkerPool.currentExecutable))), port: port)
            return StudioAddress(address: server.address, folder: folder.root)
        } catch {
            throw StudioRefusal("cannot listen on 127.0.0.1:\(port): \(error)")
        }
    }

    public static func serve(report: String, root: String, apps: AppRegistry, port: Int) async throws(StudioRefusal) -> StudioAddress {
        guard let folder = StudioFolder(root) else {
            throw StudioRefusal("--root \(root) is no folder; name the folder the suite ran in, whose scenario files the report names")
        }
        do {
            let worker = StudioReplayWorker(executable: WorkerPool.currentExecutable)
            let handler = ReportHandler(report: report, folder: folder, apps: apps, replays: .workers(worker))
            let server = try await StudioServer.start(handler, port: port)
            return StudioAddress(address: server.address, folder: folder.root)
        } catch {
            throw StudioRefusal("cannot listen on 127.0.0.1:\(port): \(error)")
        }
    }
}
