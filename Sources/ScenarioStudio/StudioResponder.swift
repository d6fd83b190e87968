/// What the studio's server asks of whatever answers its requests: the studio's pages
/// (`StudioHandler`) and a served report (`ReportHandler`) share one server, one gate and one
/// way of answering, so a report is served exactly as safely as the studio.
public protocol StudioResponder: Sendable {
    /// Told the port once the server listens (it may have picked a free one).
    func listening(on port: Int)
    /// The gate's answer to a request's head, before its body is read; nil lets it through.
    func refusal(method: String, path: String, headers: [String: String]) -> StudioHandler.Response?
    /// The largest body a request may carry.
    var maximumBody: Int { get }
    /// Answers a request that passed the gate; `abandoned` says whether the page still waits.
    func respond(to request: StudioHandler.Request, abandoned: @escaping @Sendable () -> Bool) -> StudioHandler.Response
}
