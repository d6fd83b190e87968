/// What every request to the studio must show before it is served: that it came from the
/// studio's own page, as a browser addresses it, and that it is small.
///
/// A server on loopback is still reachable from any web page the browser has open: a page
/// can post to `127.0.0.1`, or rebind a name of its own to it (DNS rebinding) and then read
/// the answers. The browser always sends the name it used in `Host`, and sends `Origin` with
/// every cross-site request; only the studio's own address in both lets a request through.
public struct StudioGate: Sendable {
    /// The port the studio listens on.
    public var port: Int
    /// The largest body a request may carry: a scenario file and a little more.
    public var maximumBody: Int

    public init(port: Int, maximumBody: Int = 1_048_576) {
        self.port = port
        self.maximumBody = maximumBody
    }

    /// Why a request must be refused, and with which HTTP status.
    public struct Refusal: Equatable, Sendable {
        public var status: Int
        public var message: String

        public init(status: Int, message: String) {
            self.status = status
            self.message = message
        }
    }

    /// The names the studio is reached by: the loopback addresses, and `localhost`.
    public var hosts: Set<String> {
        ["127.0.0.1:\(port)", "localhost:\(port)", "[::1]:\(port)"]
    }

    /// Checks a request's `Host` and `Origin` headers and its body's declared size
    /// (`Content-Length`; a chunked body, whose size nobody declares, is refused).
    public func refusal(host: String?, origin: String?, contentLength: String?, transferEncoding: String?) -> Refusal? {
        guard let host, hosts.contains(host.lowercased()) else {
            return Refusal(status: 421, message: "this is the dnd-scenario studio at 127.0.0.1:\(port); it answers only requests addressed to it by that name")
        }
        if let origin, !hosts.contains(where: { "http://" + $0 == origin.lowercased() }) {
            return Refusal(status: 403, message: "requests from another site's page are refused")
        }
        if transferEncoding != nil {
            return Refusal(status: 411, message: "a request body must say its length")
        }
        if let contentLength {
            guard let length = Int(contentLength), length >= 0 else {
                return Refusal(status: 400, message: "Content-Length '\(contentLength.prefix(40))' is no length")
            }
            if length > maximumBody {
                return Refusal(status: 413, message: "a request body may hold at most \(maximumBody) bytes")
            }
        }
        return nil
    }

    /// Checks `Sec-Fetch-Site`, which browsers set themselves and no page can forge: the
    /// studio's questions (`/api/…`) and every write are answered only to its own page
    /// (`same-origin`). A link, a bookmark or another site (`none`, `same-site`,
    /// `cross-site`) may open the page, its script and its style, nothing more. A client that
    /// sends no such header (curl, a test) is no browser tab and passes.
    public func refusal(fetchSite: String?, method: String, path: String) -> Refusal? {
        guard let fetchSite, fetchSite.lowercased() != "same-origin" else { return nil }
        if method == "GET" || method == "HEAD", !path.hasPrefix("/api/") { return nil }
        return Refusal(status: 403, message: "the studio answers its questions only to its own page, not to a link or another site's page")
    }
}
