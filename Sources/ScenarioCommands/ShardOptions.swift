import ArgumentParser
import DragDropCore
import ScenarioKit

/// `--shard I/N`, `--shard-by` and `--durations`: the part of a suite one machine of a CI
/// matrix runs, for `run` and `explore`.
struct ShardOptions: ParsableArguments {
    @Option(help: "Run one shard of the selection, as I/N (1 ≤ I ≤ N ≤ 100000); every scenario is in exactly one shard, and every shard has one when there are N or more. An empty shard runs nothing and exits 0.")
    var shard: String?

    @Option(help: "How shards are balanced: count (runs of scenarios as even in number as can be) or durations (by the times in --durations).")
    var shardBy: ShardBalance = .count

    @Option(help: "A JSON report of an earlier run (--format json), whose durations --shard-by durations balances by.")
    var durations: String?

    enum ShardBalance: String, ExpressibleByArgument, CaseIterable {
        case count, durations
    }

    /// Refuses a bad `--shard`, or a balance without what it needs, while parsing: a usage
    /// error of the command, with its usage, before any file is read.
    func validate() throws {
        if let shard, Shard(shard) == nil {
            throw ValidationError("--shard takes I/N with 1 ≤ I ≤ N ≤ \(Shard.maxCount), found '\(PrintableText.escaped(shard))'")
        }
        if shardBy == .durations, durations == nil {
            throw ValidationError("--shard-by durations needs --durations FILE, a JSON report of an earlier run")
        }
        if durations != nil, shardBy != .durations {
            throw ValidationError("--durations is read only with --shard-by durations")
        }
        if shard == nil, shardBy == .durations {
            throw ValidationError("--shard-by durations needs --shard I/N")
        }
    }

    /// The shard asked for, its durations read; nil without `--shard`.
    func parsed() throws -> Shard? {
        try Self.shard(shard, by: shardBy, durations: durations)
    }

    /// The shard `text` names (`--shard`), balanced `by` count or by the durations in the
    /// report at `durations`, read here; nil without one.
    static func shard(_ text: String?, by shardBy: ShardBalance, durations: String?) throws -> Shard? {
        guard let text else { return nil }
        var balance = Shard.Balance.count
        if shardBy == .durations, let path = durations {
            let bytes: [UInt8]
            switch RegularFile.read(path) {
            case .success(let read): bytes = read
            case .failure(let failure): throw ValidationError("cannot read --durations \(PrintableText.escaped(path)): \(failure.reason)")
            }
            do {
                balance = .durations(ShardDurations(report: try RunReport(json: String(decoding: bytes, as: UTF8.self), path: path)))
            } catch {
                throw ValidationError("--durations \(error.description)")
            }
        }
        return Shard(text, balance: balance)
    }
}
