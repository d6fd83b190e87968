import ScenarioAppKit
import YAMLReader

/// `run --shard`: a shard decodes the files of its own scenarios only.
extension ScenarioLoader {
    /// Loads the part of `paths` that `selection` (with a shard) runs: every file is read for
    /// its scenarios' names and tags only (`headlines`), so the shard is chosen from the whole
    /// suite exactly as a full load would choose it, then only the files holding the shard's
    /// scenarios are decoded. A shard's memory and decoding are its share of the suite, plus
    /// one YAML read of every file.
    ///
    /// A file whose scenarios cannot be named without decoding it — a YAML error, an outline
    /// (`examples`), a name that is not plain text, a name given twice, no scenario at all — is
    /// decoded whole wherever its scenarios fall, so its problems stop every shard as they
    /// stop a whole run. A format error in a file that no scenario of the shard is in is left
    /// to the shard that runs it.
    ///
    /// `loaded` holds the decoded files, and every other file with its document count but
    /// neither scenarios nor text; `scenarios` is every scenario of the suite in suite order,
    /// with its steps when its file was decoded. Nothing is decoded past the headlines when
    /// a file is invalid or the selection names nothing: the caller refuses both.
    public func loadShard(_ paths: [String], selection: ScenarioSelection) -> (loaded: LoadResult, scenarios: [ScenarioHeadline]) {
        let (files, missing) = discover(paths)
        var library = library(of: files)
        var own: [[Diagnostic]] = Array(repeating: [], count: files.count)
        var decoded: [ScenarioFile?] = Array(repeating: nil, count: files.count)
        var byFile: [[ScenarioHeadline]] = Array(repeating: [], count: files.count)
        var documentCounts: [Int] = Array(repeating: 0, count: files.count)
        for (position, path) in files.enumerated() {
            if case .success(let bytes) = RegularFile.read(path), let read = Self.headlines(bytes, path: path, limits: limits(forBytes: bytes.count)) {
                byFile[position] = read.headlines
                documentCounts[position] = read.documentCount
            } else {
                decode(position, files, &library, &own, &decoded, &byFile, &documentCounts)
            }
        }
        let isValid = missing.isEmpty && own.allSatisfy(\.isEmpty)
        let every = Array(byFile.joined())
        if isValid, selection.problem(in: every) == nil {
            var shareFiles: Set<String> = []
            for position in selection.positions(in: every) { shareFiles.insert(every[position].file) }
            for (position, path) in files.enumerated() where decoded[position] == nil && shareFiles.contains(path) {
                let named = byFile[position].map(\.name)
                decode(position, files, &library, &own, &decoded, &byFile, &documentCounts)
                // The names read first chose the shard: a file saved between the two reads
                // would run other scenarios than the ones chosen.
                if own[position].isEmpty, byFile[position].map(\.name) != named {
                    own[position].append(Diagnostic(Self.changedWhileRead, at: SourceLocation(file: path, line: 0, column: 0)))
                }
            }
        }
        Self.addNamesAcrossFiles(byFile.joined().map { ($0.name, $0.location) }, paths: files, to: &own)
        let loadedFiles = files.indices.map { position in
            decoded[position] ?? ScenarioFile(path: files[position], source: "", scenarios: [], documentCount: documentCounts[position])
        }
        var result = Self.assemble(files: loadedFiles, paths: files, own: own, fragments: library.diagnostics, missing: missing)
        result.fragmentSources = library.sources
        return (result, Array(byFile.joined()))
    }

    /// Decodes the file at `position` as `load` does, its scenarios becoming its headlines.
    private func decode(
        _ position: Int, _ files: [String], _ library: inout FragmentLibrary, _ own: inout [[Diagnostic]],
        _ decoded: inout [ScenarioFile?], _ byFile: inout [[ScenarioHeadline]], _ documentCounts: inout [Int]
    ) {
        let (file, diagnostics) = load(files[position], library: &library)
        own[position] = diagnostics
        decoded[position] = file
        documentCounts[position] = file?.documentCount ?? 0
        byFile[position] = (file?.scenarios ?? []).enumerated().map { index, scenario in
            ScenarioHeadline(file: files[position], index: index, name: scenario.name, tags: scenario.tags, location: scenario.location, steps: scenario.steps)
        }
    }

    /// The scenarios of a file read without decoding it: each document's `scenario` and
    /// `tags`, as `Scenario.decode` reads them. Nil when that would not be what decoding the
    /// file gives a valid file, or when the file has a problem decoding it would report.
    static func headlines(_ bytes: [UInt8], path: String, limits: YAMLParser.Limits) -> (headlines: [ScenarioHeadline], documentCount: Int)? {
        var headlines: [ScenarioHeadline] = []
        var names: Set<String> = []
        var fragments = 0
        for result in YAMLParser(limits: limits).documents(in: bytes, file: path) {
            guard case .success(let document) = result else { return nil }
            let root = document.root
            if root.scalar?.isNull == true { continue }
            if ScenarioFile.isFragment(root) {
                fragments += 1
                continue
            }
            guard let mapping = root.mapping, mapping[Outline.key] == nil, let nameNode = mapping[Scenario.Key.scenario.rawValue] else { return nil }
            var decoder = NodeDecoder()
            guard let name = decoder.string(nameNode, for: "'scenario'"), !NodeDecoder.isBlank(name), names.insert(name).inserted else { return nil }
            let tags = mapping[Scenario.Key.tags.rawValue].map { decoder.strings($0, for: "'tags'") } ?? []
            guard let tags, decoder.diagnostics.isEmpty else { return nil }
            headlines.append(ScenarioHeadline(file: path, index: headlines.count, name: name, tags: tags, location: root.location))
        }
        guard !headlines.isEmpty || fragments > 0 else { return nil }
        return (headlines, headlines.count)
    }

    static let changedWhileRead = "this file changed while the shard was being chosen; run the shard again"
}
