import ScenarioKit

/// What the studio asks a replay worker (`dnd-scenario worker --studio-replay`): replay this
/// text as the file at `path`, scenario `scenario`, and answer `question` about it; with
/// `crash`, the crash of an earlier replay of the same text, to show as `run` shows it. With
/// `report`, the question is `show-report`'s instead: draw the scenario named there as `run
/// --attach all` draws it (`ReportPictures`).
public struct StudioReplayRequest: Equatable, Sendable {
    public var text: String
    public var path: String
    /// The studio's folder: the answer shows paths relative to it.
    public var root: String
    public var scenario: Int
    public var question: StudioReplay.Question
    public var crash: ScenarioCrash?
    public var report: ReportPictures.Question?

    public init(text: String, path: String, root: String, scenario: Int, question: StudioReplay.Question, crash: ScenarioCrash? = nil) {
        self.text = text
        self.path = path
        self.root = root
        self.scenario = scenario
        self.question = question
        self.crash = crash
    }

    /// `show-report`'s question: draw `report.scenario` of `text`, the file at `path` inside `root`.
    public init(text: String, path: String, root: String, report: ReportPictures.Question) {
        self.init(text: text, path: path, root: root, scenario: 0, question: .replay)
        self.report = report
    }

    var frame: [UInt8] {
        var writer = WireWriter()
        writer.string(text)
        writer.string(path)
        writer.string(root)
        writer.int(scenario)
        switch question {
        case .replay:
            writer.int(0)
        case .target(let x, let y, let frame):
            writer.int(1)
            writer.int(Int(bitPattern: UInt(x.bitPattern)))
            writer.int(Int(bitPattern: UInt(y.bitPattern)))
            writer.int(frame ?? -1)
        case .expect(let trace, let frame):
            writer.int(2)
            writer.strings(trace)
            writer.int(frame ?? -1)
        }
        writer.bool(crash != nil)
        if let crash { writer.crash(crash) }
        writer.bool(report != nil)
        if let report {
            writer.string(report.scenario)
            writer.string(report.language.rawValue)
            writer.string(report.note)
        }
        return writer.frame
    }

    init(payload: [UInt8]) throws(WireError) {
        var reader = WireReader(payload)
        text = try reader.string()
        path = try reader.string()
        root = try reader.string()
        scenario = try reader.int()
        let frame = { (value: Int) in value < 0 ? nil : value }
        switch try reader.int() {
        case 0:
            question = .replay
        case 1:
            let x = Double(bitPattern: UInt64(UInt(bitPattern: try reader.int())))
            let y = Double(bitPattern: UInt64(UInt(bitPattern: try reader.int())))
            question = .target(x: x, y: y, frame: frame(try reader.int()))
        case 2:
            question = .expect(trace: try reader.strings(), frame: frame(try reader.int()))
        case let tag:
            throw WireError("unknown studio question \(tag)")
        }
        crash = try reader.bool() ? try reader.crash() : nil
        if try reader.bool() {
            let scenario = try reader.string()
            let tag = try reader.string()
            guard let language = Scenario.Language(rawValue: tag) else { throw WireError("unknown report language \(tag)") }
            report = ReportPictures.Question(scenario: scenario, language: language, note: try reader.string())
        }
    }
}

/// What a replay worker sends back: the replay's steps and trace lines as they happen (as a
/// forensic run streams them), then the answer for the page.
enum StudioReplayReply {
    /// The text decoded: a death after this is the app's, at a step; before, in its `given`.
    case decoded
    case progress(WorkerReply)
    case answer(status: Int, body: [UInt8])

    /// Tags of their own, past every `WorkerReply`'s.
    private static let decodedTag = 100, answerTag = 101

    var frame: [UInt8] {
        switch self {
        case .progress(let reply):
            return reply.frame
        case .decoded:
            var writer = WireWriter()
            writer.int(Self.decodedTag)
            return writer.frame
        case .answer(let status, let body):
            var writer = WireWriter()
            writer.int(Self.answerTag)
            writer.int(status)
            writer.string(String(decoding: body, as: UTF8.self))
            return writer.frame
        }
    }

    init(payload: [UInt8]) throws(WireError) {
        var reader = WireReader(payload)
        switch try reader.int() {
        case Self.decodedTag:
            self = .decoded
        case Self.answerTag:
            self = .answer(status: try reader.int(), body: Array(try reader.string().utf8))
        default:
            self = .progress(try WorkerReply(payload: payload))
        }
    }
}
