import Foundation
import Testing
@testable import ScenarioKit

@Suite("RegularFile: whole files, and only regular ones")
struct RegularFileTests {
    @Test("a file is read whole, an empty one as no bytes")
    func wholeFile() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("regular-file-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let bytes = (0..<200_000).map { UInt8(truncatingIfNeeded: $0 &* 31) }
        let path = folder.appendingPathComponent("big.yaml").path
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        #expect(try RegularFile.read(path).get() == bytes)
        let empty = folder.appendingPathComponent("empty.yaml").path
        try Data().write(to: URL(fileURLWithPath: empty))
        #expect(try RegularFile.read(empty).get() == [])
    }

    @Test("a file holding more than its size says is read to its end")
    func moreThanItsSize() throws {
        // Linux's /proc files are regular files of size 0 that hold text.
        let text = String(decoding: try RegularFile.read("/proc/self/status").get(), as: UTF8.self)
        #expect(text.hasPrefix("Name:"))
        #expect(text.contains("\nPid:"))
    }

    @Test("a folder is refused in the system's words")
    func folder() {
        #expect(RegularFile.read(FileManager.default.temporaryDirectory.path) == .failure(RegularFile.Failure(reason: "Is a directory")))
    }
}
