import GalleryCore
import Foundation
import ScenarioKit
import Testing

/// Nothing a file holds may crash or hang the decoder: each input here must come back with
/// diagnostics, quickly.
@Suite("Hostile input")
struct HostileInputTests {
    func decodeQuickly(_ bytes: [UInt8]) -> [Diagnostic] {
        let clock = ContinuousClock()
        var diagnostics: [Diagnostic] = []
        let elapsed = clock.measure {
            diagnostics = ScenarioFile.decode(bytes, path: "x.yaml", apps: .shipped).diagnostics
            // Rendering walks the same text; it must cope too.
            let source = String(decoding: bytes, as: UTF8.self)
            _ = diagnostics.map { DiagnosticRenderer().render($0, source: source) }
        }
        #expect(elapsed < .seconds(2))
        return diagnostics
    }

    @Test("a million open brackets, a self-referring anchor, a huge scalar, NUL bytes")
    func classics() {
        #expect(!decodeQuickly(Array(("scenario: x\nsteps: " + String(repeating: "[", count: 1_000_000)).utf8)).isEmpty)
        #expect(!decodeQuickly(Array("&a [*a]".utf8)).isEmpty)
        #expect(!decodeQuickly(Array(("scenario: x\ntags: [" + String(repeating: "a", count: 2_000_000) + ", 1]\nsteps: [x]").utf8)).isEmpty)
        #expect(!decodeQuickly([0x73, 0x3A, 0x00, 0x20, 0xFF, 0xFE]).isEmpty)
        #expect(!decodeQuickly(Array("scenario:\n\t- lift\n".utf8)).isEmpty)
        #expect(!decodeQuickly(Array(String(repeating: "---\n", count: 10_000).utf8)).isEmpty)
        #expect(!decodeQuickly(Array(String(repeating: "- ", count: 100_000).utf8)).isEmpty)
    }

    @Test("thousands of mutations of a valid file decode or fail, never crash")
    func mutations() throws {
        let base = Array(SpecExampleTests.fileExample.utf8)
        let alphabet = Array("-[]{}:,&*!|>'\"%@`#? \n\t~x0123456789.msv".utf8)
        var state: UInt64 = 7
        func next() -> Int {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Int(truncatingIfNeeded: state >> 33)
        }
        for _ in 0..<1_500 {
            var bytes = base
            for _ in 0..<(1 + next() % 4) {
                let position = next() % bytes.count
                switch next() % 3 {
                case 0: bytes[position] = alphabet[next() % alphabet.count]
                case 1: bytes.insert(alphabet[next() % alphabet.count], at: position)
                default: bytes.remove(at: position)
                }
            }
            _ = ScenarioFile.decode(bytes, path: "m.yaml", apps: .shipped)
        }
    }
}
