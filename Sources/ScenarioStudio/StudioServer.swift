import FlyingFox
import FlyingSocks
import Foundation

/// The studio's web server: FlyingFox listening on 127.0.0.1 only, so nothing but this
/// machine can reach it, with every request answered by a `StudioHandler`.
public struct StudioServer: Sendable {
    public let server: HTTPServer
    /// The port it listens on: the one asked for, or the free one the system picked for 0.
    public let port: Int
    public let task: Task<Void, any Error>

    /// `http://127.0.0.1:PORT/`.
    public var address: String { "http://127.0.0.1:\(port)/" }

    /// Starts listening on `port` of the loopback address (0: any free port) and returns
    /// once it does; throws when the port cannot be had.
    public static func start(_ handler: StudioHandler, port: UInt16) async throws -> StudioServer {
        let server = HTTPServer(address: try sockaddr_in.inet(ip4: "127.0.0.1", port: port), timeout: 30, logger: .disabled, handler: handler)
        let task = Task { try await server.run() }
        do {
            // Generous: on a loaded machine the server's task may wait its turn to run.
            try await server.waitUntilListening(timeout: 60)
        } catch {
            task.cancel()
            // The server's own error (the port is taken) says more than the wait's time-out.
            if case .failure(let failure) = await task.result { throw failure }
            throw error
        }
        guard case .ip4(_, let bound)? = await server.listeningAddress else {
            task.cancel()
            throw SocketError.unsupportedAddress
        }
        handler.listening(on: Int(bound))
        return StudioServer(server: server, port: Int(bound), task: task)
    }

    /// Stops listening and lets the connections close.
    public func stop() async {
        await server.stop(timeout: 1)
        task.cancel()
    }
}
