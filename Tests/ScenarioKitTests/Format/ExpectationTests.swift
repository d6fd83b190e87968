import DragDropCore
import ScenarioKit
import Testing

@Suite("Expectations (docs/FORMAT.md)")
struct ExpectationTests {
    @Test("the gallery's checks: images in every entry form, saved, none")
    func gallery() throws {
        let scenario = try decodeOne("""
        scenario: s
        steps:
          - expect:
              saved: none
        expect:
          images: [venice.jpg, "https://a.example/b.jpg", { url: c.jpg, aspect: 1.5 }]
          saved: [venice.jpg]
          placeholders: 2
        """)
        guard case .expect(let step)? = scenario.steps.first?.kind else {
            Issue.record("not an expect step")
            return
        }
        #expect(step.entries.map(\.kind) == [.saved(nil)])
        #expect(step.entries.first?.location == at(4, 7))
        #expect(scenario.expect?.entries.map(\.kind) == [
            .images([
                ImageExpectation(url: "venice.jpg", location: at(6, 12)),
                ImageExpectation(url: "https://a.example/b.jpg", location: at(6, 24)),
                ImageExpectation(url: "c.jpg", aspect: 1.5, location: at(6, 51)),
            ]),
            .saved([ImageExpectation(url: "venice.jpg", location: at(7, 11))]),
            .placeholders(2),
        ])
    }

    @Test("an image entry matches its URL or the URL's last path component")
    func imageMatching() {
        let byName = ImageExpectation(url: "venice.jpg", location: at(1, 1))
        #expect(byName.matches(url: "https://img.example/venice.jpg"))
        #expect(!byName.matches(url: "https://img.example/venice.jpg.png"))
        let byURL = ImageExpectation(url: "https://img.example/venice.jpg", location: at(1, 1))
        #expect(byURL.matches(url: "https://img.example/venice.jpg"))
        #expect(!byURL.matches(url: "https://other.example/venice.jpg"))
        #expect(!ImageExpectation(url: "img.example/venice.jpg", location: at(1, 1)).matches(url: "https://img.example/venice.jpg"))
        #expect(!byName.matches(url: "venice.jpeg"))
        #expect(byName.matches(url: "venice.jpg"))
    }

    @Test("image URLs are compared as text, so the same accented name in either spelling matches")
    func imageMatchingBeyondASCII() {
        let composed = ImageExpectation(url: "caf\u{E9}.jpg", location: at(1, 1))
        #expect(composed.matches(url: "https://img.example/cafe\u{301}.jpg"))
        #expect(composed.matches(url: "cafe\u{301}.jpg"))
        #expect(!composed.matches(url: "https://img.example/cafe.jpg"))
    }

    @Test("sessions, errors, received items, views and sections")
    func others() throws {
        let board = try decodeOne("""
        scenario: s
        app: board
        targets: { photos: { accepts: [public.plain-text] } }
        steps:
          - expect: { session: { items: 2, operation: move, finger: 2 } }
          - expect: { session: none, finger: 3 }
        expect:
          sections: [[a, +], []]
          received: { photos: ["public.plain-text=[0, 1]", sunrise] }
          error: { kind: out-of-range, message: "cell*" }
          session: { items: 1 }
        """)
        #expect(board.steps.map(\.finger) == [1, 3])
        #expect(board.steps.map(\.kind) == [
            .expect(Expectations(entries: [Expectation(.session(SessionExpectation(finger: 2, state: .active(items: 2, operation: .move, fullSizePreviews: nil))), location: at(5, 15))], location: at(5, 13))),
            .expect(Expectations(entries: [Expectation(.session(SessionExpectation(state: .none)), location: at(6, 15))], location: at(6, 13))),
        ])
        #expect(board.expect?.entries.map(\.kind) == [
            .sections([["a", "+"], []]),
            .received([ReceivedExpectation(app: "photos", items: ["public.plain-text=[0, 1]", "sunrise"], location: at(9, 15))]),
            .error(ErrorExpectation(kind: .outOfRange, message: "cell*")),
            .session(SessionExpectation(state: .active(items: 1, operation: nil, fullSizePreviews: nil))),
        ])
        #expect(board.expect?.error == ErrorExpectation(kind: .outOfRange, message: "cell*"))

        let canvas = try decodeOne("""
        scenario: s
        app: canvas
        given: { views: { box: {}, label: {} } }
        expect:
          views: { box: { text: Ada }, label: { text: ~ } }
        """)
        #expect(canvas.expect?.entries.map(\.kind) == [
            .views([ViewExpectation(view: "box", text: "Ada", location: at(5, 12)), ViewExpectation(view: "label", text: nil, location: at(5, 32))]),
        ])
    }

    @Test("the three forms of a trace check")
    func traces() throws {
        let scenario = try decodeOne("""
        scenario: s
        steps:
          - expect: { trace: [a, b] }
          - expect: { trace: { excludes: ["x*"] } }
          - expect: { trace: { golden: s.trace } }
        expect:
          trace: { contains: [a], excludes: [b] }
        """)
        let traces = scenario.steps.compactMap { step -> TraceExpectation? in
            guard case .expect(let expectations) = step.kind, case .trace(let trace)? = expectations.entries.first?.kind else { return nil }
            return trace
        }
        #expect(traces == [
            .lines([TracePattern("a", location: at(3, 23)), TracePattern("b", location: at(3, 26))]),
            .patterns(contains: [], excludes: [TracePattern("x*", location: at(4, 35))]),
            .golden("s.trace"),
        ])
        #expect(scenario.expect?.entries.first?.kind == .trace(.patterns(
            contains: [TracePattern("a", location: at(7, 23))], excludes: [TracePattern("b", location: at(7, 38))]
        )))
    }

    @Test("settle: false keeps the final state unsettled")
    func settle() throws {
        #expect(try decodeOne("scenario: s\nsettle: false").settle == false)
        #expect(try decodeOne("scenario: s").settle == true)
    }
}
