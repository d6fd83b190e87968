import Foundation
import DragDropCore
import ScenarioAppKit
import ScenarioKit
import YAMLReader

/// `check --jobs N` and `run --jobs N`: the files decoded side by side by worker processes.
extension ScenarioLoader {
    /// Checks every file `paths` name as `load` does — the same problems in the same order, the
    /// same counts — with the files decoded by up to `jobs` workers started by `launch`.
    ///
    /// A file's fragments are the same whichever file or worker reads them first
    /// (`FragmentLibrary`), so each worker keeps one library for the files it is given, and
    /// the problems of a fragment file that several workers read are kept once. The files come
    /// back without their scenarios, which a check does not print, in this process too.
    ///
    /// One file, or one job, is decoded in this process, with no fork to pay for: the only
    /// code that runs beside the decoder's own is each app's reading of `given`
    /// (`AppUnderTest.configuration(from:)`), so an app must not trap there; the shipped apps
    /// report every bad value instead. With workers, an app that traps all the same ends only
    /// the worker, and its file gets an error saying so.
    /// `jobs` is asked for only when there is more than one file.
    public func check(_ paths: [String], jobs: @autoclosure () -> Int, launch: @autoclosure () -> WorkerPool.Launch) throws(WorkerPool.StartError) -> LoadResult {
        let discovered = discover(paths)
        guard discovered.files.count > 1 else { return load(discovered: discovered, keepsScenarios: false) }
        let jobs = jobs()
        guard jobs > 1 else { return load(discovered: discovered, keepsScenarios: false) }
        let pool = WorkerPool(launch: launch(), jobs: min(jobs, discovered.files.count))
        defer { pool.shutDown() }
        return try decode(discovered, by: pool, keeping: false, thenLettingGo: true).loaded
    }

    /// `run --jobs N`: the files `paths` name decoded by up to `jobs` workers started by
    /// `launch`, each keeping the files it decoded to run their scenarios: no file is decoded
    /// twice, and decoding is shared out as the runs are. The load is `check`'s — the same
    /// problems in the same order as `load`, the files without their scenarios — and the
    /// suite holds each scenario as selection sees it. With one job too: a worker that
    /// inherits decoded files copies every page of them it touches. Nil for one file, which
    /// is decoded in this process (`load`), where a trap reading `given` says where.
    public func suite(_ paths: [String], jobs: Int, launch: @autoclosure () -> WorkerPool.Launch, stallLimit: Duration = WorkerPool.defaultStallLimit) throws(WorkerPool.StartError) -> (loaded: LoadResult, suite: WorkerSuite)? {
        let discovered = discover(paths)
        guard discovered.files.count > 1 else { return nil }
        let pool = WorkerPool(launch: launch(), jobs: jobs)
        pool.stallLimit = stallLimit
        let (loaded, scenarios, _) = try decode(discovered, by: pool, keeping: true)
        return (loaded, WorkerSuite(pool: pool, decoded: scenarios))
    }

    /// `run --jobs N` in one pass: the files `paths` name decoded as `suite` decodes them, and
    /// each scenario `selection` takes run as soon as its file is decoded, by the worker that
    /// decoded it. No worker waits for the last file to decode, nor for this process to put
    /// the load together.
    ///
    /// Workers write no golden trace: the results carry what is to be written
    /// (`RunSummary.writeDeferredGoldens`), for the caller to write once every file is known
    /// to be valid (an invalid file means that nothing is written). The
    /// summary is nil when a file is invalid or the selection names nothing: the caller
    /// refuses those as it does after `suite`, and what ran is dropped. One file too: it is
    /// decoded once, by the worker that runs it, and an app that traps reading its `given`
    /// makes it invalid at that line (`GivenTrapNotice`). Nil for a selection with a shard,
    /// which chooses from every file's scenarios (`loadShard`).
    public func run(
        _ paths: [String], jobs: Int, launch: @autoclosure () -> WorkerPool.Launch,
        selection: ScenarioSelection, goldens: GoldenTrace, keepsTrace: Bool = false, attachments: ReportAttachments = .all,
        stallLimit: Duration = WorkerPool.defaultStallLimit
    ) throws(WorkerPool.StartError) -> (loaded: LoadResult, suite: WorkerSuite, summary: RunSummary?)? {
        let discovered = discover(paths)
        guard !discovered.files.isEmpty, selection.shard == nil else { return nil }
        let pool = WorkerPool(launch: launch(), jobs: jobs)
        pool.stallLimit = stallLimit
        // By file, the scenarios run and the place of each one's request among the pool's.
        var runs: [[(entry: WorkerSuite.Entry, request: Int)]] = Array(repeating: [], count: discovered.files.count)
        var requested = discovered.files.count
        // A path that names nothing makes the load invalid too.
        var isInvalid = !discovered.diagnostics.isEmpty
        let (loaded, scenarios, outcomes) = try decode(discovered, by: pool, keeping: true, thenLettingGo: true) { file, checked, entries in
            // Once a file is invalid nothing will be reported: no more is asked for.
            isInvalid = isInvalid || !checked.diagnostics.isEmpty || !checked.fragmentDiagnostics.isEmpty
            guard !isInvalid else { return [] }
            let chosen = entries.filter { selection.matches(name: $0.name, tags: $0.tags) }
            runs[file] = chosen.enumerated().map { ($0.element, requested + $0.offset) }
            requested += chosen.count
            return chosen.map { WorkerSuite.request(running: $0, goldens: goldens, keepsTrace: keepsTrace, attachments: attachments) }
        }
        let suite = WorkerSuite(pool: pool, decoded: scenarios)
        guard loaded.isValid, selection.problem(in: scenarios) == nil else { return (loaded, suite, nil) }
        let chosen = runs.joined()
        let results = chosen.map { WorkerSuite.result(of: $0.entry, outcomes.indices.contains($0.request) ? outcomes[$0.request] : .lost("no answer")) }
        return (loaded, suite, RunSummary(results: results))
    }

    /// Decodes the files by `pool`, keeping them in the workers when `keeping`; `followUp` is
    /// told what a worker found in each file as it is decoded, by the file's place, with the
    /// file's scenarios as the suite will hold them, and may ask for more, whose outcomes follow the files' in what is returned. `thenLettingGo`,
    /// the workers end while the load is put together (`WorkerPool.letGo`).
    private func decode(
        _ discovered: (files: [String], diagnostics: [Diagnostic]), by pool: WorkerPool, keeping: Bool, thenLettingGo: Bool = false,
        followUp: ((Int, CheckedFile, [WorkerSuite.Entry]) -> [WorkerRequest])? = nil
    ) throws(WorkerPool.StartError) -> (loaded: LoadResult, scenarios: [WorkerSuite.Entry], outcomes: [WorkerOutcome]) {
        let files = discovered.files
        pool.greeting = .members(files)
        // Each file's scenarios, made once as its answer comes, for `followUp` and the suite.
        var entries: [[WorkerSuite.Entry]?] = Array(repeating: nil, count: files.count)
        let outcomes = try pool.perform(files.map { keeping ? .decode(path: $0) : .check(path: $0) }, followUp: followUp.map { followUp in
            { index, reply in
                guard index < files.count else { return [] }
                guard case .checked(let checked) = reply else { return [] }
                let made = WorkerSuite.entries(of: checked, at: files[index])
                entries[index] = made
                return followUp(index, checked, made)
            }
        })
        if thenLettingGo { pool.letGo() }
        var decoded: [ScenarioFile] = []
        var own: [[Diagnostic]] = []
        var fragments: [Diagnostic] = []
        var sources: [String: String] = [:]
        var scenarios: [WorkerSuite.Entry] = []
        // Fragment files whose problems are in `fragments` already: every one of a file's
        // problems points into that file, and each worker sends them all, once.
        var reported: Set<String> = []
        decoded.reserveCapacity(files.count)
        own.reserveCapacity(files.count)
        scenarios.reserveCapacity(files.count)
        for (index, (path, outcome)) in zip(files, outcomes).enumerated() {
            guard case .reply(.checked(let checked)) = outcome else {
                switch outcome {
                case .trapped(let diagnostic):
                    own.append([diagnostic])
                    // Shown with its line, as every problem in a file is.
                    if case .success(let bytes) = RegularFile.read(path) { sources[path] = String(decoding: bytes, as: UTF8.self) }
                case .lost(let message):
                    own.append([Diagnostic(message, at: SourceLocation(file: path, line: 0, column: 0))])
                case .reply:
                    own.append([Diagnostic(WorkerPool.confused, at: SourceLocation(file: path, line: 0, column: 0))])
                }
                continue
            }
            // Texts and fragments' problems come only with problems: a valid file has neither.
            if !checked.sources.isEmpty { sources.merge(checked.sources) { first, _ in first } }
            if !checked.fragmentDiagnostics.isEmpty {
                let sent = Set(checked.fragmentDiagnostics.map(\.location.file))
                fragments += checked.fragmentDiagnostics.filter { !reported.contains($0.location.file) }
                reported.formUnion(sent)
            }
            own.append(checked.diagnostics)
            if let count = checked.documentCount {
                decoded.append(ScenarioFile(path: path, source: "", scenarios: [], documentCount: count))
            }
            scenarios += entries[index] ?? WorkerSuite.entries(of: checked, at: path)
        }
        // A file's text may come with a later file's problems that point into it.
        if !sources.isEmpty {
            decoded = decoded.map { file in
                var file = file
                file.source = sources[file.path] ?? ""
                return file
            }
        }
        var named: [(name: String, location: SourceLocation)] = []
        for (path, outcome) in zip(files, outcomes) {
            guard case .reply(.checked(let checked)) = outcome else { continue }
            named += checked.scenarios.map { ($0.name, SourceLocation(file: path, line: $0.line, column: $0.column)) }
        }
        let counts = own.map(\.count)
        Self.addNamesAcrossFiles(named, paths: files, to: &own)
        // Those errors point into valid files, whose text the workers did not send: read here,
        // so they are shown with their lines as a check in one process shows them.
        for (index, count) in counts.enumerated() {
            for diagnostic in own[index][count...] {
                for file in [diagnostic.location.file] + diagnostic.notes.map(\.location.file) where sources[file] == nil {
                    if case .success(let bytes) = RegularFile.read(file) { sources[file] = String(decoding: bytes, as: UTF8.self) }
                }
            }
        }
        if !sources.isEmpty {
            decoded = decoded.map { file in
                var file = file
                if file.source.isEmpty { file.source = sources[file.path] ?? "" }
                return file
            }
        }
        var result = Self.assemble(files: decoded, paths: files, own: own, fragments: fragments, missing: discovered.diagnostics)
        result.fragmentSources = sources
        return (result, scenarios, outcomes)
    }
}
