import Foundation
import DragDropCore
import ScenarioAppKit
import ScenarioKit
import YAMLReader

/// What a worker found checking one file: all the parent needs to print the file's problems
/// as a check in one process prints them.
struct CheckedFile: Equatable {
    /// Documents that hold a scenario; nil when the file could not be read.
    var documentCount: Int?
    /// The file's own problems, in the order found.
    var diagnostics: [Diagnostic]
    /// Problems in fragment definitions the worker's library found while decoding the file:
    /// each fragment file's once per worker, so the parent keeps the first it is sent.
    var fragmentDiagnostics: [Diagnostic]
    /// The text of every file these problems point at, by path, for quoting their lines.
    var sources: [String: String]
    /// The name, tags and place of each scenario decoded, in file order: what `run` selects
    /// by when its workers decode the files, and what tells that names are unique in a suite.
    var scenarios: [Summary] = []

    /// A decoded scenario as selection sees it.
    struct Summary: Equatable {
        var name: String
        var tags: [String]
        var line = 1
        var column = 1
    }
}
