import Foundation
import DragDropCore
import ScenarioAppKit
import ScenarioKit
import YAMLReader
/// What the parent asks a worker to do; the worker answers each request in order.
enum WorkerRequest: Equatable {
    /// Run the scenario at `index` in the file at `path` (decoding the file first if this
    /// worker has not yet, and keeping it); `forensic` streams each step and trace line as it
    /// happens.
    case run(path: String, index: Int, options: Options)
    /// Judge a crash of the scenario at `index` against its expectations, without running it.
    case judge(path: String, index: Int, crash: ScenarioCrash)
    /// Explore the scenario at `index` in every completion order (at most `limit` orders),
    /// taking `crashed` orders as recorded instead of replaying them.
    case explore(path: String, index: Int, limit: Int, forensic: Bool, crashed: [CrashedOrder] = [])
    /// The files being checked, which fragments of one may be read from as its own decoding
    /// reads it (`FragmentLibrary`); sent to each worker as it starts, and not answered.
    case members([String])
    /// Decode the file at `path` and report its problems.
    case check(path: String)
    /// Decode the file at `path`, keep it for the scenarios this worker will be asked to run,
    /// and report its problems and its scenarios' names and tags: `run` with workers, where
    /// no file is decoded twice.
    case decode(path: String)

    struct Options: Equatable {
        var updateGoldens = false
        var isCI = false
        /// Send the whole trace back with the result (`trace` needs it, `run` does not).
        var keepsTrace = false
        var forensic = false
        /// Draw the app as the scenario runs and send the pictures back (`run --format html`).
        var records = false
        /// Send a passing scenario's trace and pictures back too (`--attach all`); without,
        /// a passing result comes back bare, as the report will carry it.
        var attachesPassing = true
    }

    /// The file the request is about, so it can go to the worker that decoded it.
    var path: String {
        switch self {
        case .run(let path, _, _), .judge(let path, _, _), .explore(let path, _, _, _, _), .check(let path), .decode(let path): path
        case .members: ""
        }
    }

    /// Whether the worker keeps the file it decodes for this request, so that the others
    /// about that file are best sent to it; a check decodes its file once, anywhere.
    var keepsFile: Bool {
        if case .check = self { false } else { true }
    }

    var isForensic: Bool {
        switch self {
        case .run(_, _, let options): options.forensic
        case .explore(_, _, _, let forensic, _): forensic
        case .judge, .members, .check, .decode: false
        }
    }

    var frame: [UInt8] {
        var writer = WireWriter()
        switch self {
        case .run(let path, let index, let options):
            writer.int(1)
            writer.string(path)
            writer.int(index)
            writer.bool(options.updateGoldens)
            writer.bool(options.isCI)
            writer.bool(options.keepsTrace)
            writer.bool(options.forensic)
            writer.bool(options.records)
            writer.bool(options.attachesPassing)
        case .judge(let path, let index, let crash):
            writer.int(2)
            writer.string(path)
            writer.int(index)
            writer.crash(crash)
        case .explore(let path, let index, let limit, let forensic, let crashed):
            writer.int(3)
            writer.string(path)
            writer.int(index)
            writer.int(limit)
            writer.bool(forensic)
            writer.int(crashed.count)
            for order in crashed { writer.crashedOrder(order) }
        case .members(let paths):
            writer.int(4)
            writer.strings(paths)
        case .check(let path):
            writer.int(5)
            writer.string(path)
        case .decode(let path):
            writer.int(6)
            writer.string(path)
        }
        return writer.frame
    }

    init(payload: [UInt8]) throws(WireError) {
        var reader = WireReader(payload)
        switch try reader.int() {
        case 1:
            let path = try reader.string()
            let index = try reader.int()
            let options = Options(updateGoldens: try reader.bool(), isCI: try reader.bool(), keepsTrace: try reader.bool(), forensic: try reader.bool(), records: try reader.bool(), attachesPassing: try reader.bool())
            self = .run(path: path, index: index, options: options)
        case 2:
            self = .judge(path: try reader.string(), index: try reader.int(), crash: try reader.crash())
        case 3:
            self = .explore(
                path: try reader.string(), index: try reader.int(), limit: try reader.int(), forensic: try reader.bool(),
                crashed: try reader.list { (reader: inout WireReader) throws(WireError) in try reader.crashedOrder() }
            )
        case 4:
            self = .members(try reader.strings())
        case 5:
            self = .check(path: try reader.string())
        case 6:
            self = .decode(path: try reader.string())
        case let tag:
            throw WireError("unknown request \(tag)")
        }
    }
}
