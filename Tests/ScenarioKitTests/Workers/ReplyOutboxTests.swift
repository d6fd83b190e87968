import Foundation
@testable import ScenarioExecution
import ScenarioTestSupport
import Testing

@Suite("A worker's replies, written a few at a time")
struct ReplyOutboxTests {
    let start = ContinuousClock.now

    @Test("quick replies wait until eight have gathered, then go in one write, in order")
    func eightAtATime() {
        var outbox = ReplyOutbox()
        var writes: [Bool] = []
        for reply in 1...ReplyOutbox.repliesPerWrite {
            writes.append(outbox.add([UInt8(reply)], at: start))
        }
        #expect(writes == [false, false, false, false, false, false, false, true])
        let written = outbox.take()
        #expect(written == [1, 2, 3, 4, 5, 6, 7, 8])
        #expect(outbox.isEmpty)
    }

    @Test("a reply that comes 20 ms after the first waiting one sends them all, so slow scenarios report as they go")
    func delay() {
        var outbox = ReplyOutbox()
        let writes = [
            outbox.add([1], at: start),
            outbox.add([2], at: start + .milliseconds(19)),
            outbox.add([3], at: start + .milliseconds(20)),
        ]
        #expect(writes == [false, false, true])
        let written = outbox.take()
        #expect(written == [1, 2, 3])
    }

    @Test("taking empties the outbox: its count and its clock start again")
    func takingStartsAgain() {
        var outbox = ReplyOutbox()
        for _ in 1..<ReplyOutbox.repliesPerWrite { _ = outbox.add([0], at: start) }
        _ = outbox.take()
        let writes = [
            outbox.add([9], at: start + .seconds(1)),
            outbox.add([9], at: start + .seconds(1) + .milliseconds(19)),
        ]
        #expect(writes == [false, false])
        let written = outbox.take()
        #expect(written == [9, 9])
        #expect(outbox.take().isEmpty)
    }
}

/// The outbox in a real worker: its standard output a socket that keeps each write a message
/// of its own, so that the writes can be counted.
@Suite("A worker's writes")
struct WorkerWriteTests {
    @Test("a worker given a file and sixteen quick runs at once answers them eight to a write, in order")
    func batched() throws {
        let executable = try #require(BuiltCommand.path, "dnd-scenario is not built beside the tests; run swift build")
        let scenario = "scenario: quick\ngiven: { variant: corrected }\nsteps:\n  - reorder: { from: 0, to: 2 }\n"
        let folder = try freshFolder(["quick.yaml": Array(repeating: scenario, count: 16).joined(separator: "---\n")])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/quick.yaml"
        var requests = WorkerRequest.decode(path: path).frame
        for index in 0..<16 { requests += WorkerRequest.run(path: path, index: index, options: .init()).frame }

        var input: [Int32] = [-1, -1]
        var output: [Int32] = [-1, -1]
        #expect(pipe(&input) == 0)
        #if canImport(Glibc)
        let kind = Int32(SOCK_SEQPACKET.rawValue)
        #else
        let kind = SOCK_SEQPACKET
        #endif
        #expect(socketpair(AF_UNIX, kind, 0, &output) == 0)
        let child = try ChildSpawn(executable, ["worker"], descriptors: [STDIN_FILENO: .descriptor(input[0]), STDOUT_FILENO: .descriptor(output[1])])
        close(input[0])
        close(output[1])
        #expect(Pipe.write(requests, to: input[1]))
        close(input[1])

        var replies = FrameBuffer()
        var writes = 0
        var message = [UInt8](repeating: 0, count: 1 << 20)
        while case let count = recv(output[0], &message, message.count, 0), count > 0 {
            writes += 1
            replies.append(message[0..<count])
        }
        close(output[0])
        #expect(child.wait() == ChildSpawn.Termination(exitStatus: 0))

        var names: [String] = []
        while let payload = try replies.next() {
            switch try WorkerReply(payload: payload) {
            case .checked(let checked): names.append("decoded \(checked.scenarios.count)")
            case .result(let result): names.append("\(result.name) \(result.status)")
            default: names.append("other")
            }
        }
        #expect(names == ["decoded 16"] + Array(repeating: "quick passed", count: 16))
        // Eight replies a write, the last when no request is left to read: three. More only
        // where replies waited 20 ms on a loaded machine (a run takes about 1 ms here), and
        // never one a reply (17).
        #expect((3...9).contains(writes), "\(writes) writes")
    }
}
