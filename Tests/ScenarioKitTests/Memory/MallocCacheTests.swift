import Foundation
@testable import ScenarioKit
import Testing

/// A command given a suite starts itself again once with malloc's larger cache, through
/// `GLIBC_TUNABLES`; one given a single file does not (`MallocCache`).
@Suite("Malloc's cache")
struct MallocCacheTests {
    @Test("the setting is added to what GLIBC_TUNABLES holds, unless it sets the cache's count already")
    func environmentValue() {
        #expect(MallocCache.environmentValue(adding: nil) == "glibc.malloc.tcache_count=64")
        #expect(MallocCache.environmentValue(adding: "") == "glibc.malloc.tcache_count=64")
        #expect(MallocCache.environmentValue(adding: "glibc.malloc.mxfast=0") == "glibc.malloc.mxfast=0:glibc.malloc.tcache_count=64")
        #expect(MallocCache.environmentValue(adding: "glibc.malloc.tcache_count=64") == nil)
        #expect(MallocCache.environmentValue(adding: "glibc.malloc.mxfast=0:glibc.malloc.tcache_count=7") == nil)
        #expect(MallocCache.environmentValue(adding: "glibc.malloc.tcache_count_x=1") == "glibc.malloc.tcache_count_x=1:glibc.malloc.tcache_count=64")
    }

    #if os(Linux)
    @Test("run of a folder runs with the larger cache; run of one file starts once, with malloc as it is", arguments: [
        (".", "GLIBC_TUNABLES=glibc.malloc.tcache_count=64"),
        ("uses.yaml", nil),
    ] as [(String, String?)])
    func restartsForSuites(path: String, expected: String?) throws {
        let folder = try freshFolder(WatchTests.files)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        // Watching, the command stays up to be looked at; the restart keeps its process.
        var environment = BuiltCommand.environment([:])
        environment["GLIBC_TUNABLES"] = nil
        let (process, output) = try WatchTests.startWatching(path, in: folder, environment: environment)
        defer { WatchTests.stop(process) }
        #expect(WatchTests.waitFor("Ctrl-C stops\n", in: output).hasSuffix("Ctrl-C stops\n"))
        let environ = try Data(contentsOf: URL(fileURLWithPath: "/proc/\(process.processIdentifier)/environ"))
        let variables = environ.split(separator: 0).map { String(decoding: $0, as: UTF8.self) }
        #expect(variables.first { $0.hasPrefix("GLIBC_TUNABLES=") } == expected)
    }
    #endif
}
