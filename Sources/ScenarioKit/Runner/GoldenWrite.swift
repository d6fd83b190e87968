import DragDropCore

/// A golden trace written outside CI, announced so that no golden changes unnoticed.
public struct GoldenWrite: Equatable, Sendable, CustomStringConvertible {
    public enum Kind: String, Sendable {
        /// It was missing.
        case recorded
        /// It differed and `--update-goldens` asked for it.
        case updated
    }

    public var kind: Kind
    public var path: String
    /// What is still to be written, when the run deferred it (`GoldenTrace.defersWrites`).
    public var pending: Pending?

    /// A golden's new text and the confined path it goes to (`GoldenPath.resolved`).
    public struct Pending: Equatable, Sendable {
        public var resolved: String
        public var text: String

        public init(resolved: String, text: String) {
            self.resolved = resolved
            self.text = text
        }
    }

    public init(_ kind: Kind, path: String, pending: Pending? = nil) {
        self.kind = kind
        self.path = path
        self.pending = pending
    }

    /// `recorded Scenarios/x.trace`, the line standard error shows.
    public var description: String { "\(kind.rawValue) \(PrintableText.escaped(path))" }
}

extension RunSummary {
    /// Writes every golden trace its runs deferred (`GoldenTrace.defersWrites`), in result
    /// order, each atomically; a golden that cannot be written fails its scenario. Stops
    /// before the next write once `shouldStop` says so (an interrupted command), and says
    /// whether it stopped: the goldens written are then those whose `pending` is nil.
    @discardableResult
    public mutating func writeDeferredGoldens(shouldStop: () -> Bool = { false }) -> Bool {
        for resultIndex in results.indices {
            for writeIndex in results[resultIndex].goldenWrites.indices {
                guard let pending = results[resultIndex].goldenWrites[writeIndex].pending else { continue }
                if shouldStop() { return true }
                do {
                    try AtomicFile.write(Array(pending.text.utf8), to: pending.resolved, createFolders: true)
                    results[resultIndex].goldenWrites[writeIndex].pending = nil
                } catch {
                    let path = results[resultIndex].goldenWrites[writeIndex].path
                    results[resultIndex].failures.append(ScenarioFailure(
                        location: .init(file: results[resultIndex].file, line: results[resultIndex].line, column: 1),
                        message: "cannot write golden trace \(path): \(error.reason)"
                    ))
                    if results[resultIndex].status == .passed { results[resultIndex].status = .failed }
                }
            }
            results[resultIndex].goldenWrites.removeAll { $0.pending != nil }
        }
        return false
    }
}
