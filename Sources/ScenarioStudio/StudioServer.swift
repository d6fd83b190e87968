import NIOCore
import NIOHTTP1
import NIOPosix

/// The studio's web server: SwiftNIO's HTTP/1.1 server listening on 127.0.0.1 only, so
/// nothing but this machine can reach it, with every request answered by a `StudioHandler`
/// (`studio`) or a `ReportHandler` (`show-report`).
///
/// (NIO rather than a smaller server package: FlyingFox links FoundationNetworking, which
/// the statically linked release `dnd-scenario` cannot link without libcurl and the twenty
/// libraries it loads at start-up.)
public struct StudioServer: Sendable {
    private let group: MultiThreadedEventLoopGroup
    private let pool: NIOThreadPool
    private let channel: any Channel
    /// The port it listens on: the one asked for, or the free one the system picked for 0.
    public let port: Int
    /// The address it listens on, as the system reports it: always `127.0.0.1`.
    public let host: String?

    /// `http://127.0.0.1:PORT/`.
    public var address: String { "http://127.0.0.1:\(port)/" }

    /// How long a connection may keep the studio waiting.
    public struct Timeouts: Sendable {
        /// For a request's head: after connecting, or after the last answer (keep-alive).
        public var head: Duration
        /// For a request's body, once its head arrived.
        public var body: Duration

        public init(head: Duration = .seconds(30), body: Duration = .seconds(30)) {
            self.head = head
            self.body = body
        }
    }

    /// Starts listening on `port` of the loopback address (0: any free port) and returns
    /// once it does; throws when the port cannot be had.
    public static func start(_ handler: any StudioResponder, port: Int, timeouts: Timeouts = Timeouts()) async throws -> StudioServer {
        let group = MultiThreadedEventLoopGroup(numberOfThreads: 1)
        // Replays run here, a few side by side, while the event loop goes on reading.
        let pool = NIOThreadPool(numberOfThreads: 4)
        pool.start()
        let bootstrap = ServerBootstrap(group: group)
            .serverChannelOption(.backlog, value: 64)
            .serverChannelOption(.socketOption(.so_reuseaddr), value: 1)
            .childChannelInitializer { channel in
                channel.eventLoop.makeCompletedFuture {
                    // NIO's own limits bound the request line and headers; the gate bounds the body.
                    try channel.pipeline.syncOperations.configureHTTPServerPipeline(withErrorHandling: true)
                    try channel.pipeline.syncOperations.addHandler(StudioChannelHandler(handler, pool: pool, timeouts: timeouts))
                }
            }
        do {
            let channel = try await bootstrap.bind(host: "127.0.0.1", port: port).get()
            let bound = channel.localAddress?.port ?? port
            handler.listening(on: bound)
            return StudioServer(group: group, pool: pool, channel: channel, port: bound, host: channel.localAddress?.ipAddress)
        } catch {
            try? await group.shutdownGracefully()
            try? await pool.shutdownGracefully()
            throw error
        }
    }

    /// Stops listening and closes the connections.
    public func stop() async {
        try? await channel.close()
        try? await group.shutdownGracefully()
        try? await pool.shutdownGracefully()
    }
}
