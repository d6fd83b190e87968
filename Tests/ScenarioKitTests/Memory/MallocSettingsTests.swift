import Foundation
@testable import ScenarioKit
import Testing

/// A command given a suite starts itself again once with malloc's settings, through
/// `GLIBC_TUNABLES`; one given a single file does not (`MallocSettings`).
@Suite("Malloc's settings")
struct MallocSettingsTests {
    static let both = "glibc.malloc.tcache_count=64:glibc.malloc.hugetlb=1"

    @Test("each setting GLIBC_TUNABLES lacks is added to what it holds; one it has is kept as it is")
    func environmentValue() {
        #expect(MallocSettings.environmentValue(adding: nil) == Self.both)
        #expect(MallocSettings.environmentValue(adding: "") == Self.both)
        #expect(MallocSettings.environmentValue(adding: "glibc.malloc.mxfast=0") == "glibc.malloc.mxfast=0:" + Self.both)
        #expect(MallocSettings.environmentValue(adding: Self.both) == nil)
        #expect(MallocSettings.environmentValue(adding: "glibc.malloc.hugetlb=0:glibc.malloc.tcache_count=7") == nil)
        #expect(MallocSettings.environmentValue(adding: "glibc.malloc.tcache_count=7") == "glibc.malloc.tcache_count=7:glibc.malloc.hugetlb=1")
        #expect(MallocSettings.environmentValue(adding: "glibc.malloc.tcache_count_x=1") == "glibc.malloc.tcache_count_x=1:" + Self.both)
    }

    #if os(Linux)
    @Test("run of a folder runs with malloc's settings; run of one file starts once, with malloc as it is", arguments: [
        (".", "DND_SCENARIO_MALLOC=set"),
        ("uses.yaml", nil),
    ] as [(String, String?)])
    func restartsForSuites(path: String, expected: String?) throws {
        let folder = try freshFolder(WatchTests.files)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        // Watching, the command stays up to be looked at; the restart keeps its process.
        var environment = BuiltCommand.environment([:])
        environment["GLIBC_TUNABLES"] = nil
        environment[MallocSettings.restartedMarker] = nil
        let (process, output) = try WatchTests.startWatching(path, in: folder, environment: environment)
        defer { WatchTests.stop(process) }
        #expect(WatchTests.waitFor("Ctrl-C stops\n", in: output).hasSuffix("Ctrl-C stops\n"))
        let environ = try Data(contentsOf: URL(fileURLWithPath: "/proc/\(process.processIdentifier)/environ"))
        let variables = environ.split(separator: 0).map { String(decoding: $0, as: UTF8.self) }
        // What the program started with; glibc cuts its own reading of `GLIBC_TUNABLES` short.
        #expect(variables.first { $0.hasPrefix(MallocSettings.restartedMarker + "=") } == expected)
        #expect(variables.contains { $0.hasPrefix("GLIBC_TUNABLES=glibc.malloc.tcache_count=64") } == (expected != nil))
    }
    #endif
}
