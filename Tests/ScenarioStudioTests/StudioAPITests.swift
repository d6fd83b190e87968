import Foundation
import ScenarioKit
@testable import ScenarioStudio
import Testing

/// The studio's API as types: every request and answer survives JSON as the page writes and
/// reads it, keys sorted, and a body that is not the request its path takes is answered 400
/// saying which field is wrong — never a crash, never a guess.
@Suite("The studio's typed API")
struct StudioAPITests {
    /// `value` written as the studio writes it and read back.
    static func roundTrip<T: Codable & Equatable>(_ value: T) throws -> T {
        try JSONDecoder().decode(T.self, from: Data(StudioAPI.json(value)))
    }

    @Test("every request survives JSON, its optional fields included")
    func requestsRoundTrip() throws {
        #expect(try Self.roundTrip(StudioAPI.OpenRequest(path: "a.yaml")) == StudioAPI.OpenRequest(path: "a.yaml"))
        #expect(try Self.roundTrip(StudioAPI.StampRequest(path: "a.yaml")) == StudioAPI.StampRequest(path: "a.yaml"))
        #expect(try Self.roundTrip(StudioAPI.TemplateRequest(app: "board")) == StudioAPI.TemplateRequest(app: "board"))
        let replay = StudioAPI.ReplayRequest(path: "a.yaml", text: "scenario: x\n", scenario: 2)
        #expect(try Self.roundTrip(replay) == replay)
        for frame in [nil, 3] {
            let target = StudioAPI.TargetRequest(path: "a.yaml", text: "t", scenario: 1, frame: frame, x: 12.5, y: -3)
            #expect(try Self.roundTrip(target) == target)
            let expect = StudioAPI.ExpectRequest(path: "", text: "t", scenario: 0, frame: frame, trace: ["dropSessionDidEnter", "ü \"quoted\""])
            #expect(try Self.roundTrip(expect) == expect)
        }
        for after in [nil, 7] {
            let append = StudioAPI.AppendRequest(text: "t", scenario: 1, step: "move: {cell: 2}", after: after)
            #expect(try Self.roundTrip(append) == append)
        }
        let source = StudioAPI.SourceRequest(text: "t", scenario: 0, app: "notes", item: "n1", provides: [.init(type: "public.text", value: "hi", after: 250)])
        #expect(try Self.roundTrip(source) == source)
        let target = StudioAPI.TargetAppRequest(text: "t", scenario: 0, app: "notes", accepts: ["public.text"])
        #expect(try Self.roundTrip(target) == target)
        for confirmation in ["", "1-2-3-4"] {
            let save = StudioAPI.SaveRequest(path: "a.yaml", text: "t", confirmation: confirmation)
            #expect(try Self.roundTrip(save) == save)
        }
    }

    @Test("every answer survives JSON, a real replay's included")
    func answersRoundTrip() throws {
        #expect(try Self.roundTrip(StudioAPI.Failure(error: "nothing here")) == StudioAPI.Failure(error: "nothing here"))
        #expect(try Self.roundTrip(StudioAPI.TargetAnswer(target: "{cell: 2}")) == StudioAPI.TargetAnswer(target: "{cell: 2}"))
        #expect(try Self.roundTrip(StudioAPI.ExpectAnswer(steps: ["settle", "expect: {}"])) == StudioAPI.ExpectAnswer(steps: ["settle", "expect: {}"]))
        let files = StudioAPI.FilesAnswer(folder: "/tmp/suite", files: ["a.yaml", "b/c.yml"], apps: ["board", "gallery"], app: "gallery")
        #expect(try Self.roundTrip(files) == files)
        #expect(try Self.roundTrip(StudioAPI.OpenAnswer(path: "a.yaml", text: "t", stamp: "1.2.3.4")) == StudioAPI.OpenAnswer(path: "a.yaml", text: "t", stamp: "1.2.3.4"))
        #expect(try Self.roundTrip(StudioAPI.StampAnswer(stamp: "")) == StudioAPI.StampAnswer(stamp: ""))
        #expect(try Self.roundTrip(StudioAPI.TextAnswer(text: "t")) == StudioAPI.TextAnswer(text: "t"))
        #expect(try Self.roundTrip(StudioAPI.AppendAnswer(text: "t", line: 9)) == StudioAPI.AppendAnswer(text: "t", line: 9))
        #expect(try Self.roundTrip(StudioAPI.SaveAnswer(saved: "a.yaml", stamp: "s")) == StudioAPI.SaveAnswer(saved: "a.yaml", stamp: "s"))
        #expect(try Self.roundTrip(StudioAPI.ReplaceQuestion(error: "replace?", confirmation: "c")) == StudioAPI.ReplaceQuestion(error: "replace?", confirmation: "c"))
        let replay = StudioReplay(text: StudioServerTests.scenario, path: "/suite/pane.yaml", apps: .shipped).replayAnswer(root: "/suite")
        #expect(replay.frames.count > 2 && replay.frames.contains { !$0.svg.isEmpty })
        #expect(try Self.roundTrip(replay) == replay)
    }

    @Test("an answer's keys are sorted and are the names the page's script reads")
    func sortedKeys() throws {
        let files = String(decoding: StudioAPI.json(StudioAPI.FilesAnswer(folder: "suite", files: ["a.yaml"], apps: ["gallery"], app: "gallery")), as: UTF8.self)
        #expect(files == #"{"app":"gallery","apps":["gallery"],"files":["a.yaml"],"folder":"suite"}"#)
        let replay = StudioReplay(text: StudioServerTests.scenario, path: "/suite/pane.yaml", apps: .shipped).replayAnswer(root: "/suite")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(StudioAPI.json(replay))) as? [String: Any])
        #expect(object.keys.sorted() == ["appDraws", "chosen", "diagnostics", "failures", "frames", "scenarios", "shapeBudget", "sources", "status", "summary", "targets"])
        let frame = try #require((object["frames"] as? [[String: Any]])?.first)
        #expect(frame.keys.sorted() == ["failures", "height", "label", "line", "step", "svg", "trace", "width"])
        #expect(frame["step"] as? Int == -1)
        let text = String(decoding: StudioAPI.json(replay), as: UTF8.self)
        #expect(text.hasPrefix(#"{"appDraws":true,"chosen":0,"diagnostics":[],"failures":[],"frames":[{"failures":[],"height":"#))
    }

    @Test("fields the page may leave out read as its defaults; keys the studio does not read are ignored")
    func defaults() throws {
        func decoded<R: StudioAPI.Request>(_ type: R.Type, _ json: String) throws -> R { try StudioAPI.decode(type, from: Array(json.utf8)).get() }
        #expect(try decoded(StudioAPI.ReplayRequest.self, #"{"text":"t","replace":true}"#) == StudioAPI.ReplayRequest(path: "", text: "t", scenario: 0))
        #expect(try decoded(StudioAPI.AppendRequest.self, #"{"text":"t","step":"lift","after":null}"#) == StudioAPI.AppendRequest(text: "t", scenario: 0, step: "lift", after: nil))
        #expect(try decoded(StudioAPI.TemplateRequest.self, "{}") == StudioAPI.TemplateRequest(app: ""))
        #expect(try decoded(StudioAPI.TargetRequest.self, #"{"text":"t","scenario":2.0,"frame":3,"x":1.5,"y":2}"#) == StudioAPI.TargetRequest(text: "t", scenario: 2, frame: 3, x: 1.5, y: 2))
        #expect(try decoded(StudioAPI.SaveRequest.self, #"{"path":"a.yaml","text":"t"}"#).confirmation == "")
        // The page sends a delay field's number as it is: fractions truncate, and it is kept within an hour.
        let source = try decoded(StudioAPI.SourceRequest.self, #"{"text":"t","provides":[{"type":"a","after":1.5},{"type":"b","after":-4},{"type":"c","after":1e300},{"type":"d"}]}"#)
        #expect(source.provides.map(\.after) == [1, 0, 3_600_000, 0])
    }

    /// A body for `path` and the start of the 400's message.
    struct Malformed: CustomTestStringConvertible, Sendable {
        var path: String
        var body: String
        var message: String
        var testDescription: String { "\(path) \(body.prefix(60))" }

        init(_ path: String, _ body: String, _ message: String) {
            self.path = path
            self.body = body
            self.message = message
        }
    }

    static let malformed: [Malformed] = [
        Malformed("/api/open", "not json", "the request holds no JSON object"),
        Malformed("/api/open", "{", "the request holds no JSON object"),
        Malformed("/api/open", "", "the request holds no JSON object"),
        Malformed("/api/open", #"["a.yaml"]"#, "the request holds no JSON object"),
        Malformed("/api/open", #""a.yaml""#, "the request holds no JSON object"),
        Malformed("/api/open", String(repeating: "[", count: 100_000), "the request holds no JSON object"),
        Malformed("/api/open", "{}", "the request lacks 'path'"),
        Malformed("/api/open", #"{"path":["a.yaml"]}"#, "the request's 'path' must be a string"),
        Malformed("/api/stamp", #"{"path":null}"#, "the request's 'path' must be a string"),
        Malformed("/api/template", #"{"app":5}"#, "the request's 'app' must be a string"),
        Malformed("/api/replay", #"{"path":"a.yaml"}"#, "the request lacks 'text'"),
        Malformed("/api/replay", #"{"text":3}"#, "the request's 'text' must be a string"),
        Malformed("/api/replay", #"{"text":"t","scenario":"2"}"#, "the request's 'scenario' must be a whole number"),
        Malformed("/api/replay", #"{"text":"t","scenario":1.5}"#, "the request's 'scenario' must be a whole number"),
        Malformed("/api/replay", #"{"text":"t","scenario":1e300}"#, "the request's 'scenario' must be a whole number"),
        Malformed("/api/target", #"{"text":"t","y":0}"#, "the request lacks 'x'"),
        Malformed("/api/target", #"{"text":"t","x":"left","y":0}"#, "the request's 'x' must be a number"),
        Malformed("/api/target", #"{"text":"t","x":0,"y":0,"frame":{}}"#, "the request's 'frame' must be a whole number"),
        Malformed("/api/expect", #"{"text":"t","trace":"all"}"#, "the request's 'trace' must be a list"),
        Malformed("/api/expect", #"{"text":"t","trace":[1]}"#, "the request's 'trace[0]' must be a string"),
        Malformed("/api/expect", #"{"text":"t","trace":"# + String(repeating: "[", count: 50_000) + String(repeating: "]", count: 50_000) + "}", "the request holds no JSON object"),
        Malformed("/api/expect", #"{"text":"t","trace":["# + Array(repeating: #""l""#, count: 201).joined(separator: ",") + "]}",
                  "the request's 'trace' holds 201 entries; the studio reads at most 200"),
        Malformed("/api/expect", #"{"text":"t","trace":["# + Array(repeating: #""""#, count: 200_000).joined(separator: ",") + "]}",
                  "the request's 'trace' holds 200000 entries; the studio reads at most 200"),
        Malformed("/api/append", #"{"text":"t"}"#, "the request lacks 'step'"),
        Malformed("/api/append", #"{"text":"t","step":"lift","after":"end"}"#, "the request's 'after' must be a whole number"),
        Malformed("/api/source", #"{"text":"t","provides":{"type":"a"}}"#, "the request's 'provides' must be a list"),
        Malformed("/api/source", #"{"text":"t","provides":["public.text"]}"#, "the request's 'provides[0]' must be an object"),
        Malformed("/api/source", #"{"text":"t","provides":[{"value":"v"}]}"#, "the request lacks 'provides[0].type'"),
        Malformed("/api/source", #"{"text":"t","provides":[{"type":"a","after":"soon"}]}"#, "the request's 'provides[0].after' must be a number"),
        Malformed("/api/source", #"{"text":"t","provides":["# + Array(repeating: #"{"type":"a"}"#, count: 21).joined(separator: ",") + "]}",
                  "the request's 'provides' holds 21 entries; the studio reads at most 20"),
        Malformed("/api/target-app", #"{"text":"t","accepts":["# + Array(repeating: #""a""#, count: 5_000).joined(separator: ",") + "]}",
                  "the request's 'accepts' holds 5000 entries; the studio reads at most 20"),
        Malformed("/api/target-app", #"{"text":"t","accepts":[true]}"#, "the request's 'accepts[0]' must be a string"),
        Malformed("/api/save", #"{"text":"planted"}"#, "the request lacks 'path'"),
        Malformed("/api/save", #"{"path":"b.yaml"}"#, "the request lacks 'text'"),
        Malformed("/api/save", #"{"path":"b.yaml","text":"planted","confirmation":7}"#, "the request's 'confirmation' must be a string"),
    ]

    @Test("a malformed request is answered 400 saying what is wrong, and nothing is written", arguments: malformed)
    func malformedRequest(_ malformed: Malformed) throws {
        let folder = try freshFolder(["a.yaml": StudioServerTests.scenario])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let handler = StudioHandler(folder: try #require(StudioFolder(folder)), apps: .shipped, app: nil)
        let body = Array(malformed.body.utf8)
        let request = StudioHandler.Request(method: "POST", path: malformed.path, headers: ["host": "127.0.0.1:0", "origin": "http://127.0.0.1:0", "content-length": "\(body.count)"], body: body)
        let response = handler.respond(to: request)
        #expect(response.status == 400)
        let answer = try JSONDecoder().decode(StudioAPI.Failure.self, from: Data(response.body))
        #expect(answer.error.hasPrefix(malformed.message), "\(answer.error)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["a.yaml"])
    }
}
