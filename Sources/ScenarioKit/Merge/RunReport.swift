import DragDropCore
import Foundation
import ScenarioAppKit
import YAMLReader

/// A JSON report (`run --format json`) read back: what `merge` puts together and what
/// `--shard-by durations` balances by.
///
/// Keys that reports before `merge` did not write are optional here, so that such a report
/// still gives durations; `merge` asks for them (`results`).
public struct RunReport: Decodable, Sendable {
    public var passed: Int
    public var failed: Int
    public var errors: Int
    public var crashed: Int?
    public var suite: String?
    public var paths: [String]?
    public var selected: Int?
    public var shard: ShardPart?
    public var scenarios: [Entry]

    /// `{"index", "count", "by"}`.
    public struct ShardPart: Decodable, Sendable {
        public var index: Int
        public var count: Int
        public var by: String

        /// `2/3`.
        public var description: String { "\(index)/\(count)" }
    }

    /// One scenario's result.
    public struct Entry: Decodable, Sendable {
        public var position: Int?
        public var file: String
        public var name: String
        public var line: Int
        /// Absent from reports written before `show-report`, and where the run did not know it.
        public var digest: String?
        public var status: String
        public var tags: [String]
        public var duration: Double
        public var failures: [Failure]
        public var trace: [Event]?
        public var steps: [Int]?
        public var settle: Int?
        public var pictures: Pictures?
    }

    public struct Failure: Decodable, Sendable {
        /// The message, then each detail on a line of its own.
        public var message: String
        public var line: Int
        public var column: Int
        public var file: String?
        public var details: [String]?
    }

    public struct Event: Decodable, Sendable {
        public var time: Int
        public var role: String
        public var text: String
    }

    public struct Pictures: Decodable, Sendable {
        public var launch: Picture?
        public var afterStep: [StepPicture]
        /// Absent from reports written before pictures inside a step were drawn.
        public var withinStep: [StepPictures]?
        public var end: Picture?
    }

    /// The pictures drawn inside one step, after each `via` point of a `reorder`.
    public struct StepPictures: Decodable, Sendable {
        public var step: Int
        public var pictures: [Picture]
    }

    public struct StepPicture: Decodable, Sendable {
        public var step: Int
        public var picture: Picture
    }

    /// Reads the report at `path` from its text; the problem says where and what is wrong.
    public init(json text: String, path: String) throws(MergeProblem) {
        do {
            self = try JSONDecoder().decode(RunReport.self, from: Data(text.utf8))
        } catch let error as DecodingError {
            throw MergeProblem(path, "not a JSON report of dnd-scenario run: " + Self.describe(error))
        } catch {
            throw MergeProblem(path, "not a JSON report of dnd-scenario run: \(error.localizedDescription)")
        }
    }

    /// `scenarios[3].status: missing`, from what the decoder says.
    static func describe(_ error: DecodingError) -> String {
        func place(_ path: [any CodingKey]) -> String {
            var text = ""
            for key in path {
                if let index = key.intValue { text += "[\(index)]" } else { text += (text.isEmpty ? "" : ".") + key.stringValue }
            }
            return text.isEmpty ? "the report" : text
        }
        switch error {
        case .keyNotFound(let key, let context): return "\(place(context.codingPath + [key])) is missing"
        case .typeMismatch(_, let context): return "\(place(context.codingPath)) has the wrong type"
        case .valueNotFound(_, let context): return "\(place(context.codingPath)) is null"
        case .dataCorrupted(let context):
            let underlying = (context.underlyingError as? NSError)?.userInfo[NSDebugDescriptionErrorKey] as? String
            return context.codingPath.isEmpty ? "not JSON" + (underlying.map { " (\($0))" } ?? "") : "\(place(context.codingPath)): \(context.debugDescription)"
        @unknown default: return "\(error)"
        }
    }

    /// The results as the run had them, each with its place among the selected scenarios;
    /// a report written before reports held what a merge needs is refused.
    func results(path: String) throws(MergeProblem) -> [(position: Int, result: ScenarioResult)] {
        var results: [(position: Int, result: ScenarioResult)] = []
        results.reserveCapacity(scenarios.count)
        for (offset, entry) in scenarios.enumerated() { results.append(try entry.result(offset: offset, path: path)) }
        return results
    }

    /// Seconds as the report writes them, to the microsecond, within a year.
    static func duration(_ seconds: Double) -> Duration {
        .microseconds(Int64((min(max(0, seconds), 31_536_000) * 1_000_000).rounded()))
    }

    /// Stands for the step a mark has until the merge finds the step itself in the scenario
    /// file (`ShardMerge.withSteps`): the report holds where each step's events begin, not
    /// the steps, which only the HTML report shows.
    static let stepToFind = Step(.settle, location: SourceLocation(file: "", line: 0, column: 0))
}

extension RunReport.Entry {
    /// The result as the run had it, with its place among the selected scenarios; `offset`,
    /// its place in the report, says which one is at fault.
    func result(offset: Int, path: String) throws(MergeProblem) -> (position: Int, result: ScenarioResult) {
        let place = "scenarios[\(offset)] ('\(name)')"
        guard let position else {
            throw MergeProblem(path, "\(place) has no position: the report was written by a dnd-scenario that could not merge; run the shards again with this one")
        }
        // A scenario the run did not attach (`--attach`) has neither trace nor steps.
        let trace = self.trace ?? [], steps = self.steps ?? []
        // Where the steps' and the settle's events begin: in order, within the trace, as a
        // run writes them; the HTML report cuts the trace there.
        let starts = steps + (settle.map { [$0] } ?? [])
        guard zip(starts, starts.dropFirst()).allSatisfy({ $0 <= $1 }), starts.allSatisfy({ (0...trace.count).contains($0) }) else {
            throw MergeProblem(path, "\(place) has steps or a settle that begin outside its trace or out of order")
        }
        if let digest, digest.utf8.count != 16 || !digest.utf8.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains($0) }) {
            throw MergeProblem(path, "\(place) has a digest that is not 16 hex digits")
        }
        guard let status = ScenarioResult.Status(rawValue: status) else {
            throw MergeProblem(path, "\(place) has the unknown status '\(self.status)'")
        }
        var failures: [ScenarioFailure] = []
        for failure in self.failures {
            let details = failure.details ?? []
            let suffix = details.map { "\n" + $0 }.joined()
            guard failure.message.hasSuffix(suffix) else {
                throw MergeProblem(path, "\(place) has a failure whose message does not end with its details")
            }
            let location = SourceLocation(file: failure.file ?? file, line: failure.line, column: failure.column)
            failures.append(ScenarioFailure(location: location, message: String(failure.message.dropLast(suffix.count)), details: details))
        }
        var result = ScenarioResult(
            file: file, name: name, status: status, failures: failures,
            trace: trace.map { TraceEvent(time: $0.time, role: $0.role, text: $0.text) },
            line: line, tags: tags, duration: RunReport.duration(duration)
        )
        result.digest = digest
        result.stepMarks = steps.map { StepMark(traceIndex: $0, step: RunReport.stepToFind) } + (settle.map { [StepMark(traceIndex: $0, step: nil)] } ?? [])
        result.recording = pictures.map { pictures in
            Recording(
                launch: pictures.launch,
                afterStep: Dictionary(pictures.afterStep.map { ($0.step, $0.picture) }) { first, _ in first },
                withinStep: Dictionary((pictures.withinStep ?? []).map { ($0.step, $0.pictures) }) { first, _ in first },
                end: pictures.end
            )
        }
        return (position, result)
    }
}
