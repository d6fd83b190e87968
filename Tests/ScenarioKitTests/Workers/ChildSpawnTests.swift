import Foundation
import ScenarioExecution
import ScenarioTestSupport
import Testing

/// The one spawner (issue 39): a child starts with an empty signal mask, default signal
/// dispositions and no descriptor but the ones it is given, whatever the parent did to
/// itself; and it is asked to end before it is killed.
@Suite("Children spawned with explicit hygiene")
struct ChildSpawnTests {
    /// What `sh -c SCRIPT` prints, started from a thread that blocks SIGTERM and SIGINT and
    /// with a descriptor open that is not close-on-exec.
    static func printed(_ script: String) throws -> String {
        let folder = try freshFolder([:])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let output = folder + "/out"
        var blocked = sigset_t()
        sigemptyset(&blocked)
        sigaddset(&blocked, SIGTERM)
        sigaddset(&blocked, SIGINT)
        var previous = sigset_t()
        pthread_sigmask(SIG_BLOCK, &blocked, &previous)
        defer { pthread_sigmask(SIG_SETMASK, &previous, nil) }
        let leaked = open("/dev/null", O_RDONLY)
        defer { close(leaked) }
        let child = try ChildSpawn("/bin/sh", ["-c", script], descriptors: [STDOUT_FILENO: .file(output, flags: O_WRONLY | O_CREAT | O_TRUNC)])
        #expect(child.wait() == ChildSpawn.Termination(exitStatus: 0))
        return String(decoding: FileManager.default.contents(atPath: output) ?? Data(), as: UTF8.self)
    }

    @Test("the child's signal mask is empty and no signal is ignored, whatever its parent's thread blocked")
    func signals() throws {
        let status = try Self.printed("exec cat /proc/self/status")
        // Signals 1 to 31: glibc keeps its own real-time signals (32, 33) as they are.
        let masks = status.split(separator: "\n").filter { $0.hasPrefix("SigBlk:") || $0.hasPrefix("SigIgn:") }
            .map { UInt64($0.split(separator: "\t").last ?? "", radix: 16).map { $0 & 0x7FFF_FFFF } }
        #expect(masks == [0, 0], "\(status)")
    }

    @Test("the child holds only its standard descriptors, not the parent's others")
    func descriptors() throws {
        // `ls` opens the folder it lists as descriptor 3.
        #expect(try Self.printed("exec ls /proc/self/fd") == "0\n1\n2\n3\n")
    }

    @Test("a descriptor given as 3 is the child's, and the parent's others are still closed")
    func descriptorThree() throws {
        var ends: [Int32] = [-1, -1]
        #expect(pipe(&ends) == 0)
        defer { close(ends[0]) }
        let child = try ChildSpawn("/bin/sh", ["-c", "echo given >&3; ls /proc/self/fd >&3"], descriptors: [3: .descriptor(ends[1])])
        close(ends[1])
        #expect(child.wait() == ChildSpawn.Termination(exitStatus: 0))
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 256)
        while case let count = read(ends[0], &chunk, chunk.count), count > 0 { bytes += chunk[0..<count] }
        // `ls` opens the folder it lists as descriptor 4.
        #expect(String(decoding: bytes, as: UTF8.self) == "given\n0\n1\n2\n3\n4\n")
    }

    @Test("descriptors above 2 with a gap are refused before anything starts: the gap would hold the parent's descriptor")
    func descriptorGap() {
        #expect(throws: ChildSpawn.Failure.self) {
            try ChildSpawn("/bin/true", [], descriptors: [5: .file("/dev/null", flags: O_RDONLY)])
        }
        #expect(throws: ChildSpawn.Failure.self) {
            try ChildSpawn("/bin/true", [], descriptors: [3: .file("/dev/null", flags: O_RDONLY), 5: .file("/dev/null", flags: O_RDONLY)])
        }
    }

    @Test("the child keeps this process's environment, each variable it is given set in place of this process's")
    func environment() throws {
        let folder = try freshFolder([:])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let output = folder + "/env"
        let inherited = ProcessInfo.processInfo.environment
        let replaced = try #require(inherited["PATH"], "the test runner has no PATH to replace")
        let child = try ChildSpawn(
            "/usr/bin/env", [], descriptors: [STDOUT_FILENO: .file(output, flags: O_WRONLY | O_CREAT | O_TRUNC)],
            setting: ["PATH": replaced + ":/nowhere", "DND_SCENARIO_SPAWN_TEST": "set=here"]
        )
        #expect(child.wait() == ChildSpawn.Termination(exitStatus: 0))
        let lines = String(decoding: FileManager.default.contents(atPath: output) ?? Data(), as: UTF8.self).split(separator: "\n").map(String.init)
        var expected = inherited
        expected["PATH"] = replaced + ":/nowhere"
        expected["DND_SCENARIO_SPAWN_TEST"] = "set=here"
        #expect(lines.sorted() == expected.map { "\($0.key)=\($0.value)" }.sorted())
    }

    @Test("stop asks first: a child that obeys SIGTERM ends by it")
    func asks() throws {
        let child = try ChildSpawn("/bin/sleep", ["30"])
        #expect(child.stop() == ChildSpawn.Termination(signal: SIGTERM))
    }

    @Test("stop kills after the grace period a child that ignores SIGTERM")
    func insists() throws {
        let folder = try freshFolder([:])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let child = try ChildSpawn("/bin/sh", ["-c", "trap '' TERM; : > \"$0\"; while :; do sleep 1; done", folder + "/ready"])
        child.grace = .milliseconds(300)
        // Asked only once the shell ignores SIGTERM.
        let deadline = ContinuousClock.now + .seconds(30)
        while !FileManager.default.fileExists(atPath: folder + "/ready"), ContinuousClock.now < deadline { usleep(10_000) }
        let started = ContinuousClock.now
        #expect(child.stop() == ChildSpawn.Termination(signal: SIGKILL))
        #expect(ContinuousClock.now - started < .seconds(10))
    }
}
