import DragDropCore
import ScenarioAppKit
import ScenarioExecution
import ScenarioKit
import Synchronization

/// Answers the browser showing a report `show-report` serves: the HTML report as `run` or
/// `merge` wrote it, its style and a script of their own URLs (the studio's policy, no inline
/// script or style), and the pictures of a passing scenario the page asks for, drawn by
/// replaying its file in a worker as the studio replays.
///
/// It reads nothing but the scenario files the report names as drawable (its passing
/// scenarios' `data-file`), each through the studio's folder rule under `folder` (no `..`,
/// no absolute path, nothing hidden, no link, a regular `.yaml`/`.yml` file); it writes
/// nothing anywhere.
public final class ReportHandler: StudioResponder {
    /// The page as it is served: the report's own style moved to `/report.css`, its script added.
    let page: String
    /// The scenarios the report names as drawable, by file and name, with the digest of the
    /// file as the run read it (empty when the report recorded none).
    let drawable: [ReportPage.Drawable: String]
    /// The language of the report's own words.
    let language: Scenario.Language
    public let folder: StudioFolder
    public let apps: AppRegistry
    public let replays: StudioHandler.Replays
    private let port = Mutex(0)

    /// Serves `report`, the text of an HTML report, reading its scenarios under `folder`.
    public init(report: String, folder: StudioFolder, apps: AppRegistry, replays: StudioHandler.Replays = .inProcess) {
        let read = ReportPage(report)
        page = read.served
        drawable = read.drawable
        language = read.language
        self.folder = folder
        self.apps = apps
        self.replays = replays
    }

    /// How many passing scenarios the report lets the page draw.
    public var drawableCount: Int { drawable.count }

    public func listening(on port: Int) {
        self.port.withLock { $0 = port }
    }

    public func refusal(method: String, path: String, headers: [String: String]) -> StudioHandler.Response? {
        let gate = StudioGate(port: port.withLock { $0 })
        guard let refusal = gate.refusal(host: headers["host"], origin: headers["origin"], contentLength: headers["content-length"], transferEncoding: headers["transfer-encoding"])
            ?? gate.refusal(fetchSite: headers["sec-fetch-site"], method: method, path: path) else { return nil }
        return StudioHandler.failure(refusal.message, status: refusal.status)
    }

    public var maximumBody: Int { 65_536 }

    public func respond(to request: StudioHandler.Request, abandoned: @escaping @Sendable () -> Bool = { false }) -> StudioHandler.Response {
        if let refusal = refusal(method: request.method, path: request.path, headers: request.headers) { return refusal }
        switch (request.method, request.path) {
        case ("GET", "/"):
            return StudioHandler.Response(status: 200, headers: StudioHandler.pageHeaders("text/html"), body: Array(page.utf8))
        case ("GET", "/report.js"):
            return StudioHandler.Response(status: 200, headers: StudioHandler.pageHeaders("text/javascript"), body: Array(ReportPage.script.utf8))
        case ("GET", "/report.css"):
            return StudioHandler.Response(status: 200, headers: StudioHandler.pageHeaders("text/css"), body: Array(ReportPage.css.utf8))
        case ("POST", "/api/pictures"):
            guard request.body.count <= maximumBody else { return StudioHandler.failure("the request is too large", status: 413) }
            switch StudioAPI.decode(StudioAPI.PicturesRequest.self, from: request.body) {
            case .success(let asked): return pictures(asked, abandoned: abandoned)
            case .failure(let malformed): return StudioHandler.failure(malformed.message, status: 400)
            }
        default:
            return StudioHandler.failure("nothing here", status: 404)
        }
    }

    /// The pictures of one drawable scenario: its file read under the folder, replayed.
    private func pictures(_ request: StudioAPI.PicturesRequest, abandoned: @escaping @Sendable () -> Bool) -> StudioHandler.Response {
        let shown = PrintableText.escaped(request.file)
        guard let recorded = drawable[ReportPage.Drawable(file: request.file, scenario: request.scenario)] else {
            return StudioHandler.failure("the report names no passing scenario '\(PrintableText.escaped(request.scenario))' of \(shown) to draw", status: 404)
        }
        if request.file.hasPrefix("/") || request.file.hasPrefix("~") {
            return StudioHandler.failure("the report names \(shown), an absolute path: show-report reads only paths relative to its root \(folder.root); run the suite with relative paths", status: 403)
        }
        if request.file.split(separator: "/").contains("..") {
            return StudioHandler.failure("the report names \(shown), which goes up with '..': show-report reads only files inside its root \(folder.root)", status: 403)
        }
        // By the studio's folder rule: a `.yaml`/`.yml` file, nothing hidden, no link on the way.
        let path: String
        switch folder.resolve(request.file) {
        case .success(let resolved): path = resolved
        case .failure(let refusal): return StudioHandler.failure("show-report reads scenario files by the studio's rule, which \(shown) breaks: \(refusal.message)", status: 403)
        }
        let text: String
        switch RegularFile.read(path) {
        case .success(let bytes): text = String(decoding: bytes, as: UTF8.self)
        case .failure(let failure): return StudioHandler.failure("cannot read \(shown): \(failure.reason)", status: 403)
        }
        let note = recorded.isEmpty || recorded == SourceDigest.of(text) ? "" : language.changedNote(request.file)
        let question = ReportPictures.Question(scenario: request.scenario, language: language, note: note)
        let answer: (status: Int, body: [UInt8])
        switch replays {
        case .inProcess:
            answer = ReportPictures.answer(text: text, path: path, root: folder.root, apps: apps, question: question)
        case .workers(let worker):
            switch worker.answer(StudioReplayRequest(text: text, path: path, root: folder.root, report: question), abandoned: abandoned) {
            case .answered(let status, let body): answer = (status, body)
            case .abandoned: return StudioHandler.failure("the page stopped waiting for these pictures, so their replay was stopped", status: 503)
            }
        }
        return StudioHandler.Response(status: answer.status, headers: StudioHandler.jsonHeaders, body: answer.body)
    }
}

extension Scenario.Language {
    /// What the page says above pictures drawn from a file that changed since the run.
    func changedNote(_ file: String) -> String {
        switch self {
        case .en: "\(file) changed since the run: these pictures are of the file as it is now"
        case .zh: "\(file) 在这次运行之后改过：这些图画的是它现在的样子"
        }
    }
}
