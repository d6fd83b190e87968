import GalleryCore
import Foundation
import ScenarioKit
import ScenarioTestSupport
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

    @Test("collections nested to the reader's limit in given, steps, 'with', expectations and state are refused or compared, never overflow the stack")
    func deepValues() {
        let list = String(repeating: "[", count: 250) + "x" + String(repeating: "]", count: 250)
        let map = String(repeating: "{a: ", count: 250) + "x" + String(repeating: "}", count: 250)
        let files = [
            "scenario: s\ngiven: { images: \(list) }\nsteps: [lift]\n",
            "scenario: s\nsteps:\n  - touch: \(map)\n",
            "scenario: s\nsteps:\n  - expect: \(map)\n",
            "scenario: s\nsteps:\n  - use: {steps: f, with: {p: \(list)}}\n---\nfragment: f\nparameters: [p]\nsteps:\n  - touch: {cell: \"${p}\"}\n",
            "scenario: s\nexamples:\n  - {p: \(map)}\nsteps:\n  - move: \"${p}\"\n",
        ]
        for file in files {
            #expect(!decodeQuickly(Array(file.utf8)).isEmpty, "\(file.prefix(60))")
        }
        // A state expectation is any YAML, compared with the app's state when the run checks it.
        let state = "scenario: s\nsteps:\n  - wait: 1ms\nexpect:\n  state: { images: \(list) }\n"
        let (file, diagnostics) = ScenarioFile.decode(state, path: "x.yaml", apps: .shipped)
        #expect(diagnostics.isEmpty)
        let runner = ScenarioRunner(goldens: GoldenTrace(update: false, isCI: true))
        #expect(file.scenarios.map { runner.run($0, file: "x.yaml").status } == [.failed])
    }

    @Test("thousands of mutations of a valid file decode or fail, never crash")
    func mutations() throws {
        let base = Array(SpecExampleTests.fileExample.utf8)
        let alphabet = Array("-[]{}:,&*!|>'\"%@`#? \n\t~x0123456789.msv".utf8)
        var generator = SeededGenerator(seed: 7)
        for _ in 0..<1_500 {
            var bytes = base
            for _ in 0..<(1 + generator.next(4)) {
                let position = generator.next(bytes.count)
                switch generator.next(3) {
                case 0: bytes[position] = alphabet[generator.next(alphabet.count)]
                case 1: bytes.insert(alphabet[generator.next(alphabet.count)], at: position)
                default: bytes.remove(at: position)
                }
            }
            _ = ScenarioFile.decode(bytes, path: "m.yaml", apps: .shipped)
        }
    }
}
