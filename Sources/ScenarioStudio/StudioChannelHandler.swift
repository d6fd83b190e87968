import NIOCore
import NIOHTTP1
import NIOPosix
import Synchronization

/// One connection's requests, read by NIO and answered by the studio: the gate looks at a
/// request's head before any of its body is kept, and a body that grows past the limit is
/// refused as it arrives, whatever its head declared.
///
/// Answers are worked out on the server's thread pool, not on the event loop, so a long
/// replay holds one thread while every other connection is read and answered. A connection
/// lives only while it is used: it is closed when no request head arrives within
/// `timeouts.head` (an idle keep-alive, or headers sent a byte at a time), when a body does
/// not arrive within `timeouts.body`, and after every answer that refuses the request itself
/// (400, 411, 413, 421), whose rest cannot be trusted.
final class StudioChannelHandler: ChannelInboundHandler {
    typealias InboundIn = HTTPServerRequestPart
    typealias OutboundOut = HTTPServerResponsePart

    private let handler: any StudioResponder
    private let pool: NIOThreadPool
    private let timeouts: StudioServer.Timeouts
    private var head: HTTPRequestHead?
    private var body: [UInt8] = []
    /// Set once the request has been answered early (refused): the rest of it is dropped.
    private var answered = false
    /// The one timer running: for the next head, or for the body of the current request.
    private var timer: Scheduled<Void>?
    /// Set when the connection closes: the request being answered on the pool (a replay) is
    /// no longer waited for, and its worker is ended.
    private let closed = Closed()

    /// Whether a connection has closed, read from the pool's thread.
    final class Closed: Sendable {
        private let flag = Atomic(false)
        func set() { flag.store(true, ordering: .relaxed) }
        var isSet: Bool { flag.load(ordering: .relaxed) }
    }

    init(_ handler: any StudioResponder, pool: NIOThreadPool, timeouts: StudioServer.Timeouts) {
        self.handler = handler
        self.pool = pool
        self.timeouts = timeouts
    }

    func channelActive(context: ChannelHandlerContext) {
        waitFor(timeouts.head, context: context)
        context.fireChannelActive()
    }

    func channelInactive(context: ChannelHandlerContext) {
        closed.set()
        timer?.cancel()
        timer = nil
        context.fireChannelInactive()
    }

    /// A request NIO could not parse has been answered 400 by NIO's error handler; nothing
    /// more of the connection can be trusted, so it is closed rather than left half open.
    func errorCaught(context: ChannelHandlerContext, error: any Error) {
        timer?.cancel()
        timer = nil
        context.close(promise: nil)
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        switch unwrapInboundIn(data) {
        case .head(let head):
            self.head = head
            body = []
            answered = false
            waitFor(timeouts.body, context: context)
            if let refusal = handler.refusal(method: head.method.rawValue, path: Self.path(head), headers: Self.headers(head)) {
                answer(refusal, context: context, keepAlive: false)
            }
        case .body(var buffer):
            guard !answered else { return }
            guard body.count + buffer.readableBytes <= handler.maximumBody else {
                answer(StudioHandler.failure("a request body may hold at most \(handler.maximumBody) bytes", status: 413), context: context, keepAlive: false)
                return
            }
            body += buffer.readBytes(length: buffer.readableBytes) ?? []
        case .end:
            timer?.cancel()
            timer = nil
            guard !answered, let head else { return }
            let request = StudioHandler.Request(method: head.method.rawValue, path: Self.path(head), headers: Self.headers(head), body: body)
            body = []
            let handler = handler
            let bound = NIOLoopBound((self, context), eventLoop: context.eventLoop)
            let keepAlive = head.isKeepAlive
            let closed = closed
            pool.runIfActive(eventLoop: context.eventLoop) { handler.respond(to: request, abandoned: { closed.isSet }) }.whenComplete { result in
                let (this, context) = bound.value
                guard context.channel.isActive else { return }
                switch result {
                case .success(let response): this.answer(response, context: context, keepAlive: keepAlive)
                case .failure: context.close(promise: nil)
                }
            }
        }
    }

    /// Closes the connection unless the next step comes within `limit`.
    private func waitFor(_ limit: Duration, context: ChannelHandlerContext) {
        timer?.cancel()
        let bound = NIOLoopBound(context, eventLoop: context.eventLoop)
        timer = context.eventLoop.scheduleTask(in: TimeAmount(limit)) { bound.value.close(promise: nil) }
    }

    /// Writes `response`; closes the connection after it unless the client keeps it alive
    /// and the request itself was sound.
    private func answer(_ response: StudioHandler.Response, context: ChannelHandlerContext, keepAlive requested: Bool) {
        answered = true
        let keepAlive = requested && ![400, 411, 413, 421].contains(response.status)
        var headers = HTTPHeaders(response.headers)
        headers.replaceOrAdd(name: "Content-Length", value: "\(response.body.count)")
        headers.replaceOrAdd(name: "Connection", value: keepAlive ? "keep-alive" : "close")
        let head = HTTPResponseHead(version: .http1_1, status: HTTPResponseStatus(statusCode: response.status), headers: headers)
        context.write(wrapOutboundOut(.head(head)), promise: nil)
        context.write(wrapOutboundOut(.body(.byteBuffer(context.channel.allocator.buffer(bytes: response.body)))), promise: nil)
        let written = context.eventLoop.makePromise(of: Void.self)
        context.writeAndFlush(wrapOutboundOut(.end(nil)), promise: written)
        if keepAlive {
            waitFor(timeouts.head, context: context)
        } else {
            timer?.cancel()
            timer = nil
            let bound = NIOLoopBound(context, eventLoop: context.eventLoop)
            written.futureResult.whenComplete { _ in bound.value.close(promise: nil) }
        }
    }

    /// The head's path, without its query.
    private static func path(_ head: HTTPRequestHead) -> String {
        String(head.uri.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false).first ?? "")
    }

    /// The head's headers, names in lower case; of a repeated header, the first.
    private static func headers(_ head: HTTPRequestHead) -> [String: String] {
        var headers: [String: String] = [:]
        for (name, value) in head.headers where headers[name.lowercased()] == nil {
            headers[name.lowercased()] = value
        }
        return headers
    }
}
