import Foundation
import GalleryCore
import ScenarioStudio
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// A studio serving a fresh folder of its own, started in the test process on a free port,
/// and a plain HTTP/1.1 client that sends exactly the headers a test writes — as a hostile
/// page's browser would, `Host` and `Origin` included.
struct StudioFixture {
    let folder: String
    let server: StudioServer

    /// The package's root, from this file's path.
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path

    static func start(files: [String: String] = [:], timeouts: StudioServer.Timeouts = StudioServer.Timeouts(), replays: StudioHandler.Replays = .inProcess) async throws -> StudioFixture {
        let folder = try freshFolder(files)
        let handler = StudioHandler(folder: try #require(StudioFolder(folder)), apps: .shipped, app: nil, replays: replays)
        return StudioFixture(folder: folder, server: try await StudioServer.start(handler, port: 0, timeouts: timeouts))
    }

    /// Sends `bytes` as they are over a new connection and reads until the studio closes it
    /// or `seconds` pass: what came back, and whether the studio closed the connection.
    static func raw(_ bytes: [UInt8], port: Int, waitingUpTo seconds: Int) throws -> (received: String, closed: Bool) {
        let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard socket >= 0 else { throw POSIXError(.EIO) }
        defer { close(socket) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var timeout = timeval(tv_sec: seconds, tv_usec: 0)
        setsockopt(socket, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        let connected = withUnsafePointer(to: &address) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) } }
        guard connected == 0 else { throw POSIXError(.ECONNREFUSED) }
        if !bytes.isEmpty { _ = bytes.withUnsafeBytes { send(socket, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) } }
        var received = Data()
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = recv(socket, &buffer, buffer.count, 0)
            if count == 0 { return (String(decoding: received, as: UTF8.self), true) }
            if count < 0 { return (String(decoding: received, as: UTF8.self), errno == ECONNRESET) }
            received.append(contentsOf: buffer[0..<count])
        }
    }

    func stop() async {
        await server.stop()
        try? FileManager.default.removeItem(atPath: folder)
    }

    struct Response {
        var status: Int
        /// The head's header lines, names in lower case.
        var headers: [String: String] = [:]
        var body: String
        var json: [String: Any] { (try? JSONSerialization.jsonObject(with: Data(body.utf8))) as? [String: Any] ?? [:] }
    }

    /// `POST path` with a JSON body, from the studio's own page unless `host`/`origin` say otherwise.
    func post(_ path: String, _ fields: [String: Any], host: String? = nil, origin: String? = nil, headers extra: [String: String] = [:]) async throws -> Response {
        let body = try JSONSerialization.data(withJSONObject: fields)
        let headers = ["Host": host ?? "127.0.0.1:\(server.port)", "Origin": origin ?? "http://127.0.0.1:\(server.port)", "Content-Type": "application/json", "Content-Length": "\(body.count)"]
        return try await request("POST", path, body: body, headers: headers.merging(extra) { $1 })
    }

    /// A request to the studio in this process, its blocking socket calls on a thread of
    /// their own: on the cooperative pool they could hold the very threads the server needs
    /// to answer (two, on a machine of two cores).
    func request(_ method: String, _ path: String, body: Data = Data(), headers: [String: String]) async throws -> Response {
        let port = server.port
        return try await withCheckedThrowingContinuation { continuation in
            Thread.detachNewThread {
                continuation.resume(with: Result { try Self.request(method, path, port: port, body: body, headers: headers) })
            }
        }
    }

    /// One request to 127.0.0.1:`port` over a new connection, `Connection: close`, the answer
    /// read to its end.
    static func request(_ method: String, _ path: String, port: Int, body: Data = Data(), headers: [String: String]) throws -> Response {
        let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard socket >= 0 else { throw POSIXError(.EIO) }
        defer { close(socket) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var timeout = timeval(tv_sec: 30, tv_usec: 0)
        setsockopt(socket, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        let connected = withUnsafePointer(to: &address) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) } }
        guard connected == 0 else { throw POSIXError(.ECONNREFUSED) }
        var head = "\(method) \(path) HTTP/1.1\r\n"
        for (name, value) in headers.sorted(by: { $0.key < $1.key }) { head += "\(name): \(value)\r\n" }
        head += "Connection: close\r\n\r\n"
        let bytes = Array(head.utf8) + Array(body)
        var sent = 0
        while sent < bytes.count {
            let count = bytes[sent...].withUnsafeBytes { send(socket, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            if count <= 0 { break }
            sent += count
        }
        var received = Data()
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = recv(socket, &buffer, buffer.count, 0)
            if count <= 0 { break }
            received.append(contentsOf: buffer[0..<count])
        }
        let text = String(decoding: received, as: UTF8.self)
        let status = text.split(separator: " ", maxSplits: 2).dropFirst().first.flatMap { Int($0) } ?? 0
        let body = text.range(of: "\r\n\r\n").map { String(text[$0.upperBound...]) } ?? ""
        let answerHead = text.range(of: "\r\n\r\n").map { String(text[..<$0.lowerBound]) } ?? text
        var headers: [String: String] = [:]
        for line in answerHead.components(separatedBy: "\r\n").dropFirst() {
            guard let colon = line.firstIndex(of: ":") else { continue }
            headers[line[..<colon].lowercased()] = String(line[line.index(after: colon)...]).trimmingCharacters(in: CharacterSet.whitespaces)
        }
        return Response(status: status, headers: headers, body: body)
    }
}

/// A new folder under the temporary folder holding `files` (relative path: text).
func freshFolder(_ files: [String: String]) throws -> String {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("studio-\(getpid())-\(UInt64.random(in: 0...UInt64.max))").path
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    for (path, text) in files {
        let full = folder + "/" + path
        try FileManager.default.createDirectory(atPath: (full as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try text.write(toFile: full, atomically: true, encoding: .utf8)
    }
    return realpath(folder, nil).map { pointer in defer { free(pointer) }; return String(cString: pointer) } ?? folder
}
