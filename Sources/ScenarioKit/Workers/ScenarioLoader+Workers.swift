import YAMLReader

/// `check --jobs N` and `run --jobs N`: the files decoded side by side by worker processes.
extension ScenarioLoader {
    /// Checks every file `paths` name as `load` does — the same problems in the same order, the
    /// same counts — with the files decoded by up to `jobs` workers started by `launch`.
    ///
    /// A file's fragments are the same whichever file or worker reads them first
    /// (`FragmentLibrary`), so each worker keeps one library for the files it is given, and
    /// the problems of a fragment file that several workers read are kept once. The files come
    /// back without their scenarios, which a check does not print.
    ///
    /// One file, or one job, is decoded in this process, with no fork to pay for: the only
    /// code that runs beside the decoder's own is each app's reading of `given`
    /// (`AppUnderTest.configuration(from:)`), so an app must not trap there; the shipped apps
    /// report every bad value instead. With workers, an app that traps all the same ends only
    /// the worker, and its file gets an error saying so.
    public func check(_ paths: [String], jobs: Int, launch: @autoclosure () -> WorkerPool.Launch) throws(WorkerPool.StartError) -> LoadResult {
        let discovered = discover(paths)
        guard jobs > 1, discovered.files.count > 1 else { return load(discovered: discovered) }
        let pool = WorkerPool(launch: launch(), jobs: min(jobs, discovered.files.count))
        defer { pool.shutDown() }
        return try decode(discovered, by: pool, keeping: false).loaded
    }

    /// `run --jobs N`: the files `paths` name decoded by up to `jobs` workers started by
    /// `launch`, each keeping the files it decoded to run their scenarios: no file is decoded
    /// twice, and decoding is shared out as the runs are. The load is `check`'s — the same
    /// problems in the same order as `load`, the files without their scenarios — and the
    /// suite holds each scenario as selection sees it. With one job too: a worker that
    /// inherits decoded files copies every page of them it touches. Nil for one file, which
    /// is decoded in this process (`load`), where a trap reading `given` says where.
    public func suite(_ paths: [String], jobs: Int, launch: @autoclosure () -> WorkerPool.Launch) throws(WorkerPool.StartError) -> (loaded: LoadResult, suite: WorkerSuite)? {
        let discovered = discover(paths)
        guard discovered.files.count > 1 else { return nil }
        let pool = WorkerPool(launch: launch(), jobs: jobs)
        let (loaded, scenarios) = try decode(discovered, by: pool, keeping: true)
        return (loaded, WorkerSuite(pool: pool, decoded: scenarios))
    }

    private func decode(_ discovered: (files: [String], diagnostics: [Diagnostic]), by pool: WorkerPool, keeping: Bool) throws(WorkerPool.StartError) -> (loaded: LoadResult, scenarios: [WorkerSuite.Entry]) {
        let files = discovered.files
        pool.greeting = .members(files)
        let outcomes = try pool.perform(files.map { keeping ? .decode(path: $0) : .check(path: $0) })
        var decoded: [ScenarioFile] = []
        var own: [[Diagnostic]] = []
        var fragments: [Diagnostic] = []
        var sources: [String: String] = [:]
        var scenarios: [WorkerSuite.Entry] = []
        // Fragment files whose problems are in `fragments` already: every one of a file's
        // problems points into that file, and each worker sends them all, once.
        var reported: Set<String> = []
        for (path, outcome) in zip(files, outcomes) {
            guard case .reply(.checked(let checked)) = outcome else {
                let message = if case .lost(let message) = outcome { message } else { WorkerPool.confused }
                own.append([Diagnostic(message, at: SourceLocation(file: path, line: 0, column: 0))])
                continue
            }
            sources.merge(checked.sources) { first, _ in first }
            let sent = Set(checked.fragmentDiagnostics.map(\.location.file))
            fragments += checked.fragmentDiagnostics.filter { !reported.contains($0.location.file) }
            reported.formUnion(sent)
            own.append(checked.diagnostics)
            if let count = checked.documentCount {
                decoded.append(ScenarioFile(path: path, source: sources[path] ?? "", scenarios: [], documentCount: count))
            }
            scenarios += checked.scenarios.enumerated().map { WorkerSuite.Entry(path: path, index: $0.offset, name: $0.element.name, tags: $0.element.tags, steps: []) }
        }
        // A file's text may come with a later file's problems that point into it.
        decoded = decoded.map { file in
            var file = file
            file.source = sources[file.path] ?? ""
            return file
        }
        var result = Self.assemble(files: decoded, paths: files, own: own, fragments: fragments, missing: discovered.diagnostics)
        result.fragmentSources = sources
        return (result, scenarios)
    }
}
