import ArgumentParser
import DragDropCore
import Foundation
import ScenarioAppKit
import ScenarioExecution

/// `dnd-scenario studio [PATH]`: a local web page to record a scenario by dragging and to
/// step through any scenario's run, serving the files of one folder. Runs until interrupted.
struct StudioCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "studio",
        abstract: "Record scenarios by dragging in a browser, and step through any scenario's run.",
        discussion: "Serves one page on 127.0.0.1 only and reads and writes only .yaml and .yml files inside PATH. Ctrl-C stops it. See docs/STUDIO.md."
    )

    @Argument(help: "The folder whose scenario files the studio opens and saves (default: the current folder).")
    var path = "."

    @OptionGroup var serving: ServingOptions

    @Option(help: "The app a new scenario starts with (default: the registry's default app).")
    var app: String?

    func validate() throws {
        if let app, DndScenario.apps.app(named: app) == nil {
            let names = DndScenario.apps.names
            let suggestion = Suggestion.closest(to: app, in: names).map { " (did you mean '\($0)'?)" } ?? ""
            throw ValidationError("--app \(PrintableText.escaped(app)) is no app here\(suggestion); the apps are \(names.joined(separator: ", "))")
        }
    }

    func run() throws {
        guard let studio = DndScenario.studio else {
            throw ValidationError("this command line has no studio: link the ScenarioStudio product and start it with DndScenario.main(apps: …, studio: Studio.self) (docs/STUDIO.md)")
        }
        let (path, apps, app, port) = (path, DndScenario.apps, app, serving.port)
        try Self.serve(noOpen: serving.noOpen, saying: { "studio: \($0.address) serving \($0.folder); Ctrl-C stops" }) { () async throws(StudioRefusal) in
            try await studio.serve(folder: path, apps: apps, app: app, port: port)
        }
    }

    /// Starts a server with `start`, prints what `saying` says of it, opens the page unless
    /// `noOpen`, and waits until interrupted: the studio's way, and `show-report`'s.
    static func serve(noOpen: Bool, saying: (StudioAddress) -> String, _ start: @escaping @Sendable () async throws(StudioRefusal) -> StudioAddress) throws -> Never {
        WatchLoop.unblockStopSignals()
        let started = StartedServer()
        let ready = DispatchSemaphore(value: 0)
        Task {
            do throws(StudioRefusal) {
                started.set(.success(try await start()))
            } catch {
                started.set(.failure(error))
            }
            ready.signal()
        }
        ready.wait()
        switch started.get() {
        case .success(let server)?:
            // Written at once, unbuffered: whoever started the server reads the address from it.
            FileHandle.standardOutput.write(Data((saying(server) + "\n").utf8))
            if !noOpen { openBrowser(server.address) }
        case .failure(let refusal)?:
            throw ValidationError(refusal.message)
        case nil:
            throw ValidationError("the server did not start")
        }
        // The server runs on its own threads; the main thread waits for a stop signal.
        dispatchMain()
    }

    /// Opens the page in the desktop's browser, quietly doing nothing where there is none.
    /// Started through `ChildSpawn` as every child is, by a shell that leaves the opener in the
    /// background, so the studio waits for nothing and leaves no child unreaped.
    static func openBrowser(_ address: String) {
        #if os(macOS)
        let opener = "/usr/bin/open"
        #else
        let opener = "/usr/bin/xdg-open"
        #endif
        guard FileManager.default.isExecutableFile(atPath: opener) else { return }
        let quiet = ChildSpawn.Source.file("/dev/null", flags: O_RDWR)
        // `$0` and `$1` are the opener and the address, never parsed as shell text.
        guard let shell = try? ChildSpawn("/bin/sh", ["-c", "\"$0\" \"$1\" >/dev/null 2>&1 </dev/null &", opener, address], descriptors: [0: quiet, 1: quiet, 2: quiet]) else { return }
        shell.wait()
    }
}

/// The server once started, handed from the task that starts it to the command that waits.
private final class StartedServer: @unchecked Sendable {
    private let lock = NSLock()
    private var result: Result<StudioAddress, StudioRefusal>?

    func set(_ result: Result<StudioAddress, StudioRefusal>) { lock.withLock { self.result = result } }
    func get() -> Result<StudioAddress, StudioRefusal>? { lock.withLock { result } }
}
