import Foundation
import ScenarioAppKit
import ScenarioExecution
import ScenarioKit
import Synchronization

/// Answers the studio's page: the page itself, then its questions as JSON — replay this
/// text, what is under this point, append this step, write this expectation, open and save
/// files of the folder. Every request passes the gate first; every answer is the engine's.
public final class StudioHandler: StudioResponder {
    public let folder: StudioFolder
    public let apps: AppRegistry
    /// The app a new scenario starts with; the registry's default when nil.
    public let app: String?
    /// Where replays run.
    public let replays: Replays
    private let port = Mutex(0)
    private let confirmations = StudioConfirmations()

    /// Where the app of a replay runs.
    public enum Replays: Sendable {
        /// In a worker process each (`dnd-scenario studio`): an app that traps ends the
        /// worker, and the studio shows the crash and stays up.
        case workers(StudioReplayWorker)
        /// In this process: for tests of the page's questions, whose apps do not trap.
        case inProcess
    }

    public init(folder: StudioFolder, apps: AppRegistry, app: String?, replays: Replays = .inProcess) {
        self.folder = folder
        self.apps = apps
        self.app = app
        self.replays = replays
    }

    /// The gate knows the port only once the server listens (it may have picked a free one).
    public func listening(on port: Int) {
        self.port.withLock { $0 = port }
    }

    /// A request as the server read it: header names in lower case.
    public struct Request: Sendable {
        public var method: String
        /// The path, without its query.
        public var path: String
        public var headers: [String: String]
        public var body: [UInt8]

        public init(method: String, path: String, headers: [String: String], body: [UInt8] = []) {
            self.method = method
            self.path = path
            self.headers = headers
            self.body = body
        }
    }

    /// An answer: its status, its headers and its body.
    public struct Response: Sendable {
        public var status: Int
        public var headers: [(String, String)]
        public var body: [UInt8]
    }

    /// The gate's answer to a request's head, before its body is read; nil lets it through.
    public func refusal(method: String, path: String, headers: [String: String]) -> Response? {
        let gate = StudioGate(port: port.withLock { $0 })
        guard let refusal = gate.refusal(host: headers["host"], origin: headers["origin"], contentLength: headers["content-length"], transferEncoding: headers["transfer-encoding"])
            ?? gate.refusal(fetchSite: headers["sec-fetch-site"], method: method, path: path) else { return nil }
        return Self.failure(refusal.message, status: refusal.status)
    }

    /// The largest body a request may carry.
    public var maximumBody: Int { StudioGate(port: 0).maximumBody }

    /// Answers a request that passed the gate; `abandoned` says whether the page still waits
    /// (its connection closed), and a replay it no longer waits for is ended.
    public func respond(to request: Request, abandoned: @escaping @Sendable () -> Bool = { false }) -> Response {
        if let refusal = refusal(method: request.method, path: request.path, headers: request.headers) { return refusal }
        switch (request.method, request.path) {
        case ("GET", "/"):
            return Response(status: 200, headers: Self.pageHeaders("text/html"), body: Array(StudioPage.html.utf8))
        case ("GET", "/studio.js"):
            return Response(status: 200, headers: Self.pageHeaders("text/javascript"), body: Array(StudioPage.script.utf8))
        case ("GET", "/studio.css"):
            return Response(status: 200, headers: Self.pageHeaders("text/css"), body: Array(StudioPage.css.utf8))
        case ("GET", "/api/files"):
            return Self.json(StudioAPI.FilesAnswer(folder: folder.root, files: folder.scenarioFiles(), apps: apps.names, app: app ?? apps.defaultApp ?? apps.names.first ?? ""))
        case ("POST", _):
            guard request.body.count <= maximumBody else { return Self.failure("the request is too large", status: 413) }
            return answer(request.path, body: request.body, abandoned: abandoned)
        default:
            return Self.failure("nothing here", status: 404)
        }
    }

    /// The body read as the request `R` the path takes, then answered; a body that is not an
    /// `R` is answered 400 with what is wrong with it.
    private func answer(_ path: String, body: [UInt8], abandoned: @escaping @Sendable () -> Bool) -> Response {
        func decoded<R: StudioAPI.Request>(_ type: R.Type, _ answer: (R) -> Response) -> Response {
            switch StudioAPI.decode(type, from: body) {
            case .success(let request): return answer(request)
            case .failure(let malformed): return Self.failure(malformed.message, status: 400)
            }
        }
        switch path {
        case "/api/open": return decoded(StudioAPI.OpenRequest.self, opening)
        case "/api/stamp": return decoded(StudioAPI.StampRequest.self) { Self.json(StudioAPI.StampAnswer(stamp: folder.stamp($0.path))) }
        case "/api/template": return decoded(StudioAPI.TemplateRequest.self, template)
        case "/api/replay":
            return decoded(StudioAPI.ReplayRequest.self) { replaying(path: $0.path, text: $0.text, scenario: $0.scenario, .replay, abandoned: abandoned) }
        case "/api/target":
            return decoded(StudioAPI.TargetRequest.self) { replaying(path: $0.path, text: $0.text, scenario: $0.scenario, .target(x: $0.x, y: $0.y, frame: $0.frame), abandoned: abandoned) }
        case "/api/expect":
            return decoded(StudioAPI.ExpectRequest.self) { replaying(path: $0.path, text: $0.text, scenario: $0.scenario, .expect(trace: $0.trace, frame: $0.frame), abandoned: abandoned) }
        case "/api/append": return decoded(StudioAPI.AppendRequest.self, append)
        case "/api/source": return decoded(StudioAPI.SourceRequest.self, addingSource)
        case "/api/target-app": return decoded(StudioAPI.TargetAppRequest.self, addingTarget)
        case "/api/save": return decoded(StudioAPI.SaveRequest.self, saving)
        default: return Self.failure("nothing here", status: 404)
        }
    }

    private func opening(_ request: StudioAPI.OpenRequest) -> Response {
        switch folder.read(request.path, limit: StudioGate(port: 0).maximumBody) {
        case .success(let text): return Self.json(StudioAPI.OpenAnswer(path: request.path, text: text, stamp: folder.stamp(request.path)))
        case .failure(let refusal): return Self.failure(refusal.message, status: 403)
        }
    }

    private func template(_ request: StudioAPI.TemplateRequest) -> Response {
        Self.json(StudioAPI.TextAnswer(text: StudioTemplate.text(forApp: request.app.isEmpty ? (app ?? apps.defaultApp ?? "") : request.app, apps: apps, taken: scenarioNames())))
    }

    private func append(_ request: StudioAPI.AppendRequest) -> Response {
        guard let inserted = StudioEdit.inserting(request.step, toScenario: request.scenario, in: request.text, afterLine: request.after) else {
            return Self.failure("no scenario's steps to append to here, or they are written in flow style: add the step by hand", status: 422)
        }
        return Self.json(StudioAPI.AppendAnswer(text: inserted.text, line: inserted.line))
    }

    private func addingSource(_ request: StudioAPI.SourceRequest) -> Response {
        let provides = request.provides.filter { !$0.type.isEmpty }.map { StudioEdit.Representation(type: $0.type, value: $0.value, afterMilliseconds: $0.after) }
        guard !request.app.isEmpty, !request.item.isEmpty, !provides.isEmpty,
              let text = StudioEdit.addingSource(app: request.app, item: request.item, provides: provides, toScenario: request.scenario, in: request.text) else {
            return Self.failure("name the app, the item and what it provides; sources written in flow style are edited by hand", status: 422)
        }
        return Self.json(StudioAPI.TextAnswer(text: text))
    }

    private func addingTarget(_ request: StudioAPI.TargetAppRequest) -> Response {
        let accepts = request.accepts.filter { !$0.isEmpty }
        guard !request.app.isEmpty, !accepts.isEmpty,
              let text = StudioEdit.addingTarget(app: request.app, accepts: accepts, toScenario: request.scenario, in: request.text) else {
            return Self.failure("name the app and what it accepts; an app already in targets, or targets written in flow style, are edited by hand", status: 422)
        }
        return Self.json(StudioAPI.TextAnswer(text: text))
    }

    /// The names of the scenarios in the folder's listed files, as their lines write them.
    private func scenarioNames() -> Set<String> {
        var names: Set<String> = []
        for file in folder.scenarioFiles().prefix(2_000) {
            guard case .success(let text) = folder.read(file, limit: StudioGate(port: 0).maximumBody) else { continue }
            names.formUnion(StudioTemplate.names(in: text))
        }
        return names
    }

    /// Saves the request's text; onto an existing file only with the confirmation the studio
    /// gave for that file as it is now (`StudioConfirmations`).
    private func saving(_ request: StudioAPI.SaveRequest) -> Response {
        var replacing = false
        if !request.confirmation.isEmpty {
            switch confirmations.answer(request.confirmation, path: request.path, stamp: folder.stamp(request.path)) {
            case .confirmed: replacing = true
            case .changed: return asking("\(request.path) changed since you were asked; replace it now?", path: request.path)
            case .unknown: return Self.failure("that confirmation is not one the studio gave for \(request.path), or it was used already: save again", status: 403)
            }
        }
        switch folder.save(request.text, to: request.path, replacing: replacing) {
        case .success(let saved): return Self.json(StudioAPI.SaveAnswer(saved: saved, stamp: folder.stamp(saved)))
        case .failure(let refusal) where refusal.needsConfirmation: return asking(refusal.message, path: request.path)
        case .failure(let refusal): return Self.failure(refusal.message, status: 403)
        }
    }

    /// 409: the question to show, and the token that answers it.
    private func asking(_ question: String, path: String) -> Response {
        Self.json(StudioAPI.ReplaceQuestion(error: question, confirmation: confirmations.ask(path: path, stamp: folder.stamp(path))), status: 409)
    }

    /// Replays `text` as the file `name` names (a new file's name when it is empty), scenario
    /// `scenario`, and answers `question` about it.
    private func replaying(path name: String, text: String, scenario: Int, _ question: StudioReplay.Question, abandoned: @escaping @Sendable () -> Bool) -> Response {
        let path: String
        switch folder.resolve(name.isEmpty ? "untitled.yaml" : name) {
        case .failure(let refusal): return Self.failure(refusal.message, status: 403)
        case .success(let resolved): path = resolved
        }
        let answer: (status: Int, body: [UInt8])
        switch replays {
        case .inProcess:
            answer = StudioReplay(text: text, path: path, apps: apps, chosen: scenario).answer(question, root: folder.root)
        case .workers(let worker):
            let asked = StudioReplayRequest(text: text, path: path, root: folder.root, scenario: scenario, question: question)
            switch worker.answer(asked, abandoned: abandoned) {
            case .answered(let status, let body): answer = (status, body)
            case .abandoned: return Self.failure("the page stopped waiting for this replay, so it was stopped", status: 503)
            }
        }
        return Response(status: answer.status, headers: Self.jsonHeaders, body: answer.body)
    }

    /// The policy the page runs under: its own script and style only (no inline script, no
    /// inline style, no event-handler attribute), pictures only as `data:` images, requests
    /// only to the studio, never framed, no `<base>`, no form posted anywhere.
    static let contentSecurityPolicy = "default-src 'none'; script-src 'self'; style-src 'self'; img-src data:; connect-src 'self'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'"

    static func pageHeaders(_ type: String) -> [(String, String)] {
        [
            ("Content-Type", type + "; charset=utf-8"),
            ("Cache-Control", "no-store"),
            ("Content-Security-Policy", contentSecurityPolicy),
            ("X-Content-Type-Options", "nosniff"),
            ("Referrer-Policy", "no-referrer"),
        ]
    }

    /// `answer` as JSON (`StudioAPI.json`), with `status`.
    static func json(_ answer: some Encodable, status: Int = 200) -> Response {
        Response(status: status, headers: jsonHeaders, body: StudioAPI.json(answer))
    }

    /// A `StudioAPI.Failure` saying `message`, with `status`.
    static func failure(_ message: String, status: Int) -> Response {
        json(StudioAPI.Failure(error: message), status: status)
    }

    static let jsonHeaders = [("Content-Type", "application/json"), ("Cache-Control", "no-store"), ("X-Content-Type-Options", "nosniff")]
}
