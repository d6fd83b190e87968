import NIOCore
import NIOHTTP1

/// One connection's requests, read by NIO and answered by the studio: the gate looks at a
/// request's head before any of its body is kept, and a body that grows past the limit is
/// refused as it arrives, whatever its head declared.
final class StudioChannelHandler: ChannelInboundHandler {
    typealias InboundIn = HTTPServerRequestPart
    typealias OutboundOut = HTTPServerResponsePart

    private let handler: StudioHandler
    private var head: HTTPRequestHead?
    private var body: [UInt8] = []
    /// Set once the request has been answered early (refused): the rest of it is dropped.
    private var answered = false

    init(_ handler: StudioHandler) {
        self.handler = handler
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        switch unwrapInboundIn(data) {
        case .head(let head):
            self.head = head
            body = []
            answered = false
            if let refusal = handler.refusal(method: head.method.rawValue, path: Self.path(head), headers: Self.headers(head)) {
                answer(refusal, context: context, keepAlive: false)
            }
        case .body(var buffer):
            guard !answered else { return }
            guard body.count + buffer.readableBytes <= handler.maximumBody else {
                answer(StudioHandler.json(["error": "a request body may hold at most \(handler.maximumBody) bytes"], status: 413), context: context, keepAlive: false)
                return
            }
            body += buffer.readBytes(length: buffer.readableBytes) ?? []
        case .end:
            guard !answered, let head else { return }
            let request = StudioHandler.Request(method: head.method.rawValue, path: Self.path(head), headers: Self.headers(head), body: body)
            body = []
            answer(handler.respond(to: request), context: context, keepAlive: head.isKeepAlive)
        }
    }

    /// Writes `response`; closes the connection after it unless the client keeps it alive.
    private func answer(_ response: StudioHandler.Response, context: ChannelHandlerContext, keepAlive: Bool) {
        answered = true
        var headers = HTTPHeaders(response.headers)
        headers.replaceOrAdd(name: "Content-Length", value: "\(response.body.count)")
        headers.replaceOrAdd(name: "Connection", value: keepAlive ? "keep-alive" : "close")
        let head = HTTPResponseHead(version: .http1_1, status: HTTPResponseStatus(statusCode: response.status), headers: headers)
        context.write(wrapOutboundOut(.head(head)), promise: nil)
        context.write(wrapOutboundOut(.body(.byteBuffer(context.channel.allocator.buffer(bytes: response.body)))), promise: nil)
        let written = context.eventLoop.makePromise(of: Void.self)
        context.writeAndFlush(wrapOutboundOut(.end(nil)), promise: written)
        if !keepAlive {
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
