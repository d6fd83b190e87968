import ScenarioStudio
import Testing

/// Which requests the studio serves: those addressed to it by its own name, from its own
/// page or from no page, with a body of a declared and bounded size.
@Suite("The studio's gate")
struct StudioGateTests {
    let gate = StudioGate(port: 4242, maximumBody: 1000)

    @Test("requests addressed to the loopback address or localhost on the studio's port pass", arguments: ["127.0.0.1:4242", "localhost:4242", "LOCALHOST:4242", "[::1]:4242"])
    func ownNames(host: String) {
        #expect(gate.refusal(host: host, origin: nil, contentLength: nil, transferEncoding: nil) == nil)
        #expect(gate.refusal(host: host, origin: "http://\(host.lowercased())", contentLength: "10", transferEncoding: nil) == nil)
    }

    @Test("a Host of another name, another port or none is refused: DNS rebinding reaches no file", arguments: [
        "attacker.example:4242", "attacker.example", "127.0.0.1", "127.0.0.1:4243", "localhost", "127.0.0.2:4242", "0.0.0.0:4242", "",
    ] as [String?] + [nil])
    func otherHosts(host: String?) {
        let refusal = gate.refusal(host: host, origin: nil, contentLength: nil, transferEncoding: nil)
        #expect(refusal?.status == 421)
        #expect(refusal?.message == "this is the dnd-scenario studio at 127.0.0.1:4242; it answers only requests addressed to it by that name")
    }

    @Test("a request sent by another site's page is refused, whatever its Host", arguments: [
        "http://attacker.example", "null", "https://127.0.0.1:4242", "http://127.0.0.1:4243", "http://127.0.0.1:4242.attacker.example",
    ])
    func otherOrigins(origin: String) {
        #expect(gate.refusal(host: "127.0.0.1:4242", origin: origin, contentLength: nil, transferEncoding: nil) == StudioGate.Refusal(status: 403, message: "requests from another site's page are refused"))
    }

    @Test("a body over the limit, of no stated length or of a length that is no number is refused before it is read")
    func sizes() {
        #expect(gate.refusal(host: "127.0.0.1:4242", origin: nil, contentLength: "1000", transferEncoding: nil) == nil)
        #expect(gate.refusal(host: "127.0.0.1:4242", origin: nil, contentLength: "1001", transferEncoding: nil) == StudioGate.Refusal(status: 413, message: "a request body may hold at most 1000 bytes"))
        #expect(gate.refusal(host: "127.0.0.1:4242", origin: nil, contentLength: "99999999999999999999999", transferEncoding: nil)?.status == 400)
        #expect(gate.refusal(host: "127.0.0.1:4242", origin: nil, contentLength: "-1", transferEncoding: nil)?.status == 400)
        #expect(gate.refusal(host: "127.0.0.1:4242", origin: nil, contentLength: nil, transferEncoding: "chunked") == StudioGate.Refusal(status: 411, message: "a request body must say its length"))
    }

    @Test("the studio's questions are answered only when the browser says the request comes from its own page", arguments: [
        ("POST", "/api/save", "cross-site", false), ("POST", "/api/save", "same-site", false), ("POST", "/api/save", "none", false),
        ("POST", "/api/open", "cross-site", false), ("GET", "/api/files", "cross-site", false), ("GET", "/api/files", "none", false),
        ("POST", "/api/save", "same-origin", true), ("POST", "/api/save", "SAME-ORIGIN", true), ("GET", "/api/files", "same-origin", true),
        ("GET", "/", "none", true), ("GET", "/", "cross-site", true), ("GET", "/studio.js", "same-origin", true), ("POST", "/", "cross-site", false),
    ])
    func fetchSite(method: String, path: String, site: String, passes: Bool) {
        let refusal = gate.refusal(fetchSite: site, method: method, path: path)
        #expect((refusal == nil) == passes)
        if !passes { #expect(refusal == StudioGate.Refusal(status: 403, message: "the studio answers its questions only to its own page, not to a link or another site's page")) }
    }

    @Test("a client that is no browser sends no Sec-Fetch-Site and is judged by Host and Origin alone")
    func noFetchSite() {
        #expect(gate.refusal(fetchSite: nil, method: "POST", path: "/api/save") == nil)
    }
}
