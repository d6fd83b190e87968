import DragDropCore
@testable import ScenarioKit
@testable import ScenarioExecution
import Testing
import YAMLReader

/// The worker protocol carries every value through unchanged, and a broken frame is an
/// error, never a trap: the bytes come from another process.
@Suite("Worker protocol")
struct WireTests {
    static let result: ScenarioResult = {
        var result = ScenarioResult(
        file: "Scenarios/ä.yaml", name: "moves \"Venice\" ✓", status: .crashed,
        failures: [
            ScenarioFailure(location: SourceLocation(file: "Scenarios/ä.yaml", line: 12, column: 5), message: "crash: Fatal error: Index out of range (SIGILL)", details: ["- a", "+ b"]),
            ScenarioFailure(location: SourceLocation(file: "x", line: 0, column: 0), message: ""),
        ],
        trace: [TraceEvent(time: 1000, role: "collection", text: "cell [0,0] error-image"), TraceEvent(time: Int.max, role: "", text: "-1")],
        line: 9, tags: ["quirk", "crash"], duration: .milliseconds(1234) + .nanoseconds(5)
        )
        result.goldenWrites = [GoldenWrite(.recorded, path: "a.trace"), GoldenWrite(.updated, path: "b c.trace")]
        return result
    }()

    static let crash: ScenarioCrash = ScenarioCrash(
        phase: .step(4), signal: 4, message: "Fatal error: Index out of range",
        trace: result.trace, failures: result.failures
    )

    static func roundTrip(_ reply: WorkerReply) throws -> WorkerReply {
        var buffer = FrameBuffer()
        buffer.append(reply.frame[...])
        let payload = try #require(try buffer.next())
        #expect(try buffer.next() == nil)
        return try WorkerReply(payload: payload)
    }

    static func roundTrip(_ request: WorkerRequest) throws -> WorkerRequest {
        var buffer = FrameBuffer()
        buffer.append(request.frame[...])
        return try WorkerRequest(payload: try #require(try buffer.next()))
    }

    @Test("a result comes back as it was sent, every field, every character")
    func result() throws {
        guard case .result(let back) = try Self.roundTrip(.result(Self.result)) else {
            Issue.record("not a result")
            return
        }
        #expect(back.file == Self.result.file && back.name == Self.result.name && back.status == .crashed)
        #expect(back.failures == Self.result.failures)
        #expect(back.trace == Self.result.trace)
        #expect(back.line == 9 && back.tags == ["quirk", "crash"] && back.duration == Self.result.duration)
        #expect(back.goldenWrites == Self.result.goldenWrites)
    }

    @Test("a recording comes back with every picture, shapes to a hundredth of a point")
    func recording() throws {
        let shapes: [Picture.Shape] = [
            .box(x: 8, y: 24.25, width: 254, height: 1_000_000, style: .init(fill: "hsl(1, 55%, 78%)", stroke: "#999", dashed: true, radius: 4)),
            .text(x: -3.5, y: 0, "Venice “ä” <&>", size: 19, anchor: .middle, colour: "#222"),
            .line(x1: 1, y1: 2, x2: 3, y2: 4, colour: "#c33", dashed: true, arrow: true),
        ]
        let picture = Picture(width: 784, height: 300.5, title: "gallery: venice.jpg", shapes: shapes)
        var sent = Self.result
        sent.recording = Recording(launch: picture, afterStep: [0: picture, 3: Picture(width: 1, height: 1, title: "")], withinStep: [2: [picture, Picture(width: 2, height: 2, title: "via")]], end: nil)
        guard case .result(let back) = try Self.roundTrip(.result(sent)) else {
            Issue.record("not a result")
            return
        }
        #expect(back.recording?.launch == picture)
        #expect(back.recording?.afterStep == sent.recording?.afterStep)
        #expect(back.recording?.withinStep == sent.recording?.withinStep)
        #expect(back.recording?.end == nil)
        guard case .result(let none) = try Self.roundTrip(.result(Self.result)) else { return }
        #expect(none.recording == nil)
    }

    @Test("every request comes back as it was sent", arguments: [
        WorkerRequest.run(path: "a b/c.yaml", index: 7, options: .init(updateGoldens: true, isCI: false, keepsTrace: true, forensic: false)),
        .run(path: "c.yaml", index: 0, options: .init(forensic: true)),
        .run(path: "c.yaml", index: 0, options: .init(keepsTrace: true, records: true)),
        .run(path: "c.yaml", index: 1, options: .init(isCI: true)),
        .judge(path: "c.yaml", index: 2, crash: crash),
        .judge(path: "c.yaml", index: 2, crash: ScenarioCrash(phase: .checking, signal: nil, exitStatus: 3, message: nil)),
        .explore(path: "c.yaml", index: 1, limit: 10_000, forensic: true),
        .members(["a b/c.yaml", "./ä.yml", ""]),
        .check(path: "a b/c.yaml"),
        .decode(path: "sub/ä.yaml"),
    ])
    func requests(_ request: WorkerRequest) throws {
        #expect(try Self.roundTrip(request) == request)
    }

    @Test("the forensic stream comes back as sent")
    func replies() throws {
        guard case .event(let index, let event) = try Self.roundTrip(.event(index: 3, Self.result.trace[0])) else {
            Issue.record("not an event")
            return
        }
        #expect(index == 3 && event == Self.result.trace[0])
        let work = Scheduler.PendingWork(id: "safari.provider public.url sunrise#0", label: "safari.provider public.url sunrise", requestedAt: 0, dueAt: 300, sequence: 4)
        guard case .completed(let completed) = try Self.roundTrip(.completed(work)) else {
            Issue.record("not a completion")
            return
        }
        #expect(completed == work)
    }

    @Test("a checked file comes back as sent: counts, problems with their notes, texts, scenarios' names and tags")
    func checked() throws {
        let note = Diagnostic.Note("in fragment 'lift', used here", at: SourceLocation(file: "a.yaml", line: 6, column: 5))
        let sent = CheckedFile(
            documentCount: 3,
            diagnostics: [
                Diagnostic("unknown step 'wrong'", at: SourceLocation(file: "sub/ä.yaml", line: 5, column: 5), notes: [note, note]),
                Diagnostic("golden", at: SourceLocation(file: "a.yaml", line: 0, column: 0)),
            ],
            fragmentDiagnostics: [Diagnostic("parameter 'x' is never used", at: SourceLocation(file: "shared.yaml", line: 7, column: 14))],
            sources: ["a.yaml": "scenario: a\n", "sub/ä.yaml": "fragment: lift ✓\n"],
            scenarios: [.init(name: "Venice ✓", tags: ["tutorial", "a b"]), .init(name: "", tags: [])]
        )
        guard case .checked(let back) = try Self.roundTrip(.checked(sent)) else {
            Issue.record("not a checked file")
            return
        }
        #expect(back == sent)
        let unreadable = CheckedFile(documentCount: nil, diagnostics: [], fragmentDiagnostics: [], sources: [:])
        guard case .checked(let none) = try Self.roundTrip(.checked(unreadable)) else { return }
        #expect(none == unreadable)
    }

    @Test("a frame cut short or with a length past the end is an error")
    func broken() {
        let frame = WorkerReply.result(Self.result).frame
        for cut in [1, 5, frame.count / 2, frame.count - 1] {
            #expect(throws: WireError.self) { try WorkerReply(payload: Array(frame.dropFirst(4).prefix(max(0, cut - 4)))) }
        }
        var huge = FrameBuffer()
        huge.append([0xFF, 0xFF, 0xFF, 0x7F, 0])
        #expect(throws: WireError.self) { try huge.next() }
        #expect(throws: WireError.self) { try WorkerRequest(payload: [0x7F]) }
        // A count far larger than the frame cannot make the reader reserve it.
        var writer = WireWriter()
        writer.int(1)
        writer.string("f")
        writer.int(Int.max)
        #expect(throws: WireError.self) { try WorkerRequest(payload: Array(writer.bytes.dropFirst(4))) }
    }

    @Test("numbers of every size survive zigzag encoding")
    func numbers() throws {
        var writer = WireWriter()
        let values = [0, 1, -1, 63, -64, 64, 127, 128, Int.max, Int.min, 300, -300]
        for value in values { writer.int(value) }
        var reader = WireReader(Array(writer.bytes.dropFirst(4)))
        for value in values { #expect(try reader.int() == value) }
        #expect(reader.isAtEnd)
    }
}
