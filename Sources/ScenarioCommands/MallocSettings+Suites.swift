import Foundation
import ScenarioKit

extension MallocSettings {
    /// Applies the settings — which starts the command again — when `paths` name a folder or
    /// several files: a suite gains far more than the restart costs (about 1.4 ms), and a
    /// command on one file, rerun by an author on every save, does not pay it.
    static func apply(forSuiteAt paths: [String]) {
        var isFolder: ObjCBool = false
        guard paths.count > 1 || paths.contains(where: { FileManager.default.fileExists(atPath: $0, isDirectory: &isFolder) && isFolder.boolValue }) else { return }
        apply()
    }
}
