import ArgumentParser
import Foundation
import MutationTesting

/// `swift run mutate`: plants each mutation of the catalogue in a scratch copy of the package,
/// one at a time, runs the tests, and prints which test killed it or that none did.
@main
struct Mutate: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Mutation testing: does a test fail for each bug of the catalogue?",
        discussion: """
        Run from the package root, niced: `nice -n 19 swift run mutate`. Exits 0 when every \
        mutation is killed or an accepted survivor, 1 when one survives unaccepted or an entry \
        is stale or does not build, 2 when the unmutated tests fail.
        """
    )

    @Option(help: "Run only mutations whose area, file or bug contains this text (repeat for several).")
    var filter: [String] = []

    @Flag(help: "Only check that every text to find occurs exactly once; build and run nothing.")
    var check = false

    @Option(help: "The scratch copy, kept between runs for incremental builds.")
    var scratch = ".build-mutate/tree"

    @Option(help: "Seconds a test run may take before the mutation counts as hanging the tests (default: 10 times the unmutated run, at least 120).")
    var timeout: Double?

    func run() throws {
        let root = FileManager.default.currentDirectoryPath
        guard FileManager.default.fileExists(atPath: root + "/Package.swift") else {
            throw ValidationError("run mutate from the package root (no Package.swift in \(root))")
        }
        let mutations = Mutation.catalogue.filter { mutation in
            filter.isEmpty || filter.contains { text in [mutation.area, mutation.file, mutation.bug].contains { $0.contains(text) } }
        }
        let tree = ScratchTree(source: root, root: scratch.hasPrefix("/") ? scratch : root + "/" + scratch)
        if check {
            try checkTexts(mutations, in: root)
            return
        }
        let results = try ran(mutations, in: tree)
        FileHandle.standardOutput.write(Data(("\n" + MutationTable(results: results).scoreLine + "\n").utf8))
        if results.contains(where: \.needsAttention) { throw ExitCode(1) }
    }

    /// Prints every entry whose text is not found exactly once in the package itself.
    private func checkTexts(_ mutations: [Mutation], in root: String) throws {
        let package = ScratchTree(source: root, root: root)
        var stale = 0
        for (index, mutation) in mutations.enumerated() {
            let text = try? package.read(mutation.file)
            let matches = text.map(mutation.occurrences) ?? 0
            guard matches != 1 else { continue }
            stale += 1
            let result = MutationResult(mutation: mutation, outcome: .stale(matches: matches), sourceLine: text.flatMap(mutation.sourceLine))
            print(MutationTable.row(index + 1, result))
        }
        print("\(mutations.count - stale) of \(mutations.count) texts found exactly once")
        if stale > 0 { throw ExitCode(1) }
    }

    /// Every mutation run, its row printed as soon as it is known.
    private func ran(_ mutations: [Mutation], in tree: ScratchTree) throws -> [MutationResult] {
        note("copying the package to \(tree.root)")
        try tree.sync()
        note("building and testing it unmutated")
        let baselineSeconds: Double
        do {
            baselineSeconds = try MutationRunner(tree: tree, limit: 600).baseline()
        } catch let failure as MutationRunner.BaselineFailure {
            note("cannot measure anything: \(failure)")
            throw ExitCode(2)
        }
        let limit = timeout ?? max(120, (baselineSeconds * 10).rounded())
        note("the tests take \(String(format: "%.1f", baselineSeconds)) s unmutated; \(mutations.count) mutations, \(Int(limit)) s limit each")
        let runner = MutationRunner(tree: tree, limit: limit)
        FileHandle.standardOutput.write(Data((MutationTable.heading + "\n").utf8))
        var results: [MutationResult] = []
        for mutation in mutations {
            let result = try runner.run(mutation)
            results.append(result)
            // Each row as soon as it is known: a run takes minutes.
            FileHandle.standardOutput.write(Data((MutationTable.row(results.count, result) + "\n").utf8))
        }
        return results
    }

    private func note(_ text: String) {
        FileHandle.standardError.write(Data(("mutate: " + text + "\n").utf8))
    }
}
