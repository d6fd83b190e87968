import Foundation

/// Applies mutations one at a time to a scratch copy of the package, builds it incrementally
/// and runs the tests, as CI runs them (`CI=true`, so no test records a golden).
public struct MutationRunner: Sendable {
    public var tree: ScratchTree
    /// Seconds a test run may take before the mutation counts as hanging the tests.
    public var limit: Double

    public init(tree: ScratchTree, limit: Double) {
        self.tree = tree
        self.limit = limit
    }

    /// Why nothing can be measured: the tree does not build or its tests fail unmutated.
    public struct BaselineFailure: Error, CustomStringConvertible {
        public var description: String
    }

    /// Builds and tests the copy unmutated; returns the seconds the tests took.
    public func baseline() throws -> Double {
        let build = try buildCommand().run()
        guard build.status == 0 else {
            throw BaselineFailure(description: "the package does not build:\n" + Self.errors(in: build.output, limit: 20))
        }
        let test = try runTests(limit: max(limit, 600))
        guard test.status == 0 else {
            let names = FailedTests.names(in: Self.plain(test.output))
            throw BaselineFailure(description: "the tests fail before any mutation"
                + (names.isEmpty ? " (status \(test.status.map(String.init) ?? "timed out"))" : ": " + names.joined(separator: "; ")))
        }
        return test.seconds
    }

    /// Plants `mutation`, builds, tests, and puts the file back.
    public func run(_ mutation: Mutation) throws -> MutationResult {
        let original: String
        do {
            original = try tree.read(mutation.file)
        } catch {
            return MutationResult(mutation: mutation, outcome: .stale(matches: 0), sourceLine: nil)
        }
        let line = mutation.sourceLine(in: original)
        guard let mutated = mutation.applied(to: original) else {
            return MutationResult(mutation: mutation, outcome: .stale(matches: mutation.occurrences(in: original)), sourceLine: line)
        }
        try tree.write(mutated, to: mutation.file)
        defer { try? tree.write(original, to: mutation.file) }
        let build = try buildCommand().run()
        guard build.status == 0 else {
            let first = Self.errors(in: build.output, limit: 1)
            return MutationResult(mutation: mutation, outcome: .doesNotCompile(first.isEmpty ? "status \(build.status.map(String.init) ?? "?")" : first), sourceLine: line)
        }
        let test = try runTests(limit: limit)
        guard let status = test.status else {
            return MutationResult(mutation: mutation, outcome: .timedOut(seconds: Int(limit)), sourceLine: line)
        }
        if status == 0 { return MutationResult(mutation: mutation, outcome: .survived, sourceLine: line) }
        let names = FailedTests.names(in: Self.plain(test.output))
        return MutationResult(mutation: mutation, outcome: names.isEmpty ? .crashed(status: status) : .killed(by: names), sourceLine: line)
    }

    private func buildCommand() -> Command {
        Command(["swift", "build", "--build-tests"], in: tree.root)
    }

    /// Runs the test binary itself, so the time limit can stop it (see `Command`), as `swift
    /// test` does: its XCTest cases, then, if they pass, its Swift Testing tests. The first run
    /// that fails is the outcome; the time limit holds for each.
    private func runTests(limit: Double) throws -> Command.Outcome {
        let folder = tree.root + "/.build/debug"
        let bundle = try FileManager.default.contentsOfDirectory(atPath: folder)
            .filter { $0.hasSuffix("PackageTests.xctest") }.sorted().first
        guard let bundle else { throw BaselineFailure(description: "no test bundle in \(folder)") }
        let binary = folder + "/" + bundle
        let xctest = try Command([binary], in: tree.root, environment: ["CI": "true"]).run(limit: limit)
        guard xctest.status == 0 else { return xctest }
        var testing = try Command([binary, "--testing-library", "swift-testing"], in: tree.root, environment: ["CI": "true"]).run(limit: limit)
        testing.seconds += xctest.seconds
        return testing
    }

    /// The compiler's `error:` lines, up to `limit` of them.
    static func errors(in output: String, limit: Int) -> String {
        output.split(separator: "\n").filter { $0.contains("error:") }.prefix(limit).joined(separator: "\n")
    }

    /// `text` without terminal colour codes.
    static func plain(_ text: String) -> String {
        text.replacing(#/\u{1B}\[[0-9;]*m/#, with: "")
    }
}
