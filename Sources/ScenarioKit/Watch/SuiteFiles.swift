import Foundation

/// The files each scenario of a loaded suite depends on: its own file, the fragment files its
/// steps came from, and its golden traces — what `run --watch` polls, and how it knows what
/// to run again when one of them is saved.
public struct SuiteFiles: Sendable {
    /// For each scenario, by `path|index` among its file's decoded scenarios, its files.
    private var files: [String: Set<String>] = [:]
    /// Every file read while loading, valid or not, and every file the scenarios depend on.
    public private(set) var all: Set<String> = []

    public init(_ loaded: LoadResult) {
        all.formUnion(loaded.files.map(\.path))
        all.formUnion(loaded.fragmentSources.keys)
        all.formUnion(loaded.diagnostics.map(\.location.file).filter { !$0.isEmpty })
        for file in loaded.files {
            for (index, scenario) in file.scenarios.enumerated() {
                var needs: Set<String> = [file.path]
                for step in scenario.steps {
                    needs.insert(step.location.file)
                    needs.formUnion(step.usedAt.map(\.file))
                }
                let folder = (file.path as NSString).deletingLastPathComponent
                for golden in scenario.goldenReferences {
                    needs.insert(folder.isEmpty ? golden.path : folder + "/" + golden.path)
                }
                files[Self.key(file.path, index)] = needs
                all.formUnion(needs)
            }
        }
    }

    /// Whether the scenario at `index` of `path` depends on any of `changed`.
    public func scenario(at index: Int, of path: String, dependsOnAnyOf changed: Set<String>) -> Bool {
        guard let needs = files[Self.key(path, index)] else { return changed.contains(path) }
        return !needs.isDisjoint(with: changed)
    }

    private static func key(_ path: String, _ index: Int) -> String { "\(path)|\(index)" }
}
