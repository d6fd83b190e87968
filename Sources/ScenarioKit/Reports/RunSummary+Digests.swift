extension RunSummary {
    /// Gives each result the digest of its file among `files` (`SourceDigest`), so that the
    /// JSON and HTML reports record which text of the file the run read. Files held without
    /// their text (a shard's other files) give none.
    public mutating func recordDigests(of files: [ScenarioFile]) {
        var digests: [String: String] = [:]
        for file in files where !file.source.isEmpty && digests[file.path] == nil {
            digests[file.path] = SourceDigest.of(file.source)
        }
        guard !digests.isEmpty else { return }
        for index in results.indices { results[index].digest = digests[results[index].file] }
    }
}
