import Foundation
import ScenarioKit

extension ScenarioCase {
    /// Every scenario in `paths` (files, and folders searched for `*.yaml` and `*.yml`), for
    /// `@Test(arguments:)`.
    ///
    /// - Parameters:
    ///   - paths: relative to the package root: the nearest folder above `filePath` that holds
    ///     a `Package.swift`.
    ///   - apps: the apps `app: NAME` may pick.
    ///   - filePath: leave it to the default, the test file calling this.
    ///   - environment: `CI` set makes a missing golden a failure, never a recording;
    ///     `DND_SCENARIO_UPDATE_GOLDENS=1` rewrites goldens that differ, as `--update-goldens`.
    public static func all(
        in paths: String..., apps: AppRegistry, relativeTo filePath: String = #filePath,
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> [ScenarioCase] {
        all(in: paths, apps: apps, relativeTo: filePath, environment: environment)
    }

    /// See `all(in:apps:relativeTo:environment:)`.
    public static func all(
        in paths: [String], apps: AppRegistry, relativeTo filePath: String = #filePath,
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> [ScenarioCase] {
        let root = packageRoot(above: filePath)
        let absolute = paths.map { $0.hasPrefix("/") ? $0 : root + "/" + $0 }
        let update = ["1", "true", "yes"].contains(environment["DND_SCENARIO_UPDATE_GOLDENS"]?.lowercased() ?? "")
        let goldens = GoldenTrace(update: update, isCI: GoldenTrace.isCI(environment: environment))
        let loaded = ScenarioLoader(apps: apps).load(absolute)
        var cases: [ScenarioCase] = []
        var unplaced = loaded.diagnostics
        for file in loaded.files {
            let diagnostics = loaded.diagnostics.filter { $0.location.file == file.path }
            unplaced.removeAll { $0.location.file == file.path }
            if !diagnostics.isEmpty {
                cases.append(ScenarioCase(file: file.path, name: Self.invalidName(file.path), scenario: nil, diagnostics: diagnostics, goldens: goldens))
            }
            cases += file.scenarios.map { ScenarioCase(file: file.path, name: $0.name, scenario: $0, goldens: goldens) }
        }
        // Paths that are missing, unreadable or hold no scenario file.
        for (path, diagnostics) in Dictionary(grouping: unplaced, by: \.location.file).sorted(by: { $0.key < $1.key }) {
            cases.append(ScenarioCase(file: path, name: Self.invalidName(path), scenario: nil, diagnostics: diagnostics, goldens: goldens))
        }
        return cases
    }

    /// The folder above `filePath` that holds `Package.swift`; the file's own folder if none does.
    static func packageRoot(above filePath: String) -> String {
        var folder = (filePath as NSString).deletingLastPathComponent
        let start = folder
        while !folder.isEmpty, folder != "/" {
            if FileManager.default.fileExists(atPath: folder + "/Package.swift") { return folder }
            folder = (folder as NSString).deletingLastPathComponent
        }
        return start
    }

    static func invalidName(_ path: String) -> String {
        "\((path as NSString).lastPathComponent) (invalid)"
    }
}
