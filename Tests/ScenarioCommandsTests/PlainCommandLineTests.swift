import ArgumentParser
@testable import ScenarioCommands
import ScenarioExecution
import Testing

/// The command lines read by hand (`PlainCommandLine`) are read as ArgumentParser reads them,
/// every option included, and everything else is left to ArgumentParser.
@Suite("Plain command lines")
struct PlainCommandLineTests {
    /// The names of a command's stored options, as declared.
    static func declared(_ command: any ParsableArguments) -> [String] {
        Mirror(reflecting: command).children.compactMap(\.label)
    }

    static func parsed(_ arguments: [String]) throws -> any ParsableCommand {
        try DndScenario.parseAsRoot(arguments)
    }

    @Test("run PATH… giving no option is read by hand, with every option at ArgumentParser's default", arguments: [
        ["run", "a.yaml"], ["run", "a.yaml", "Scenarios", "help", ""],
    ])
    func run(arguments: [String]) throws {
        guard case .run(let paths) = try #require(PlainCommandLine(arguments)) else {
            Issue.record("not read as run")
            return
        }
        let parsed = try #require(try Self.parsed(arguments) as? Run)
        // What the plain values stand for; an option added to `run` must be added to them.
        #expect(Self.declared(parsed) == ["_paths", "_options", "_reading"])
        #expect(Self.declared(parsed.options) == ["_format", "_output", "_attach", "_selecting", "_lang", "_updateGoldens", "_list", "_watch", "_jobs", "_timeout"])
        #expect(Self.declared(parsed.options.selecting) == ["_filter", "_tag", "_excludeTag", "_sharding"])
        #expect(Self.declared(parsed.options.selecting.sharding) == ["_shard", "_shardBy", "_durations"])
        #expect(paths == parsed.paths)
        #expect(parsed.options.settings == RunSettings())
        #expect(parsed.reading.limits == ReadingLimits())
    }

    @Test("run's options become the plain values they say", arguments: [
        ["run", "a.yaml", "--format", "json", "--output", "r.json", "--attach", "all", "--filter", "move", "--tag", "x", "--tag", "y",
         "--exclude-tag", "z", "--shard", "2/3", "--lang", "zh", "--jobs", "1", "--timeout", "9"],
        ["run", "a.yaml", "--update-goldens", "--list", "--shard", "1/2", "--shard-by", "durations", "--durations", "d.json"],
    ])
    func settings(arguments: [String]) throws {
        let parsed = try #require(try Self.parsed(arguments) as? Run)
        let given = parsed.options
        let settings = given.settings
        #expect(settings.format == given.format && settings.output == given.output && settings.attach == given.attach)
        #expect(settings.filter == given.selecting.filter && settings.tags == given.selecting.tag && settings.excludedTags == given.selecting.excludeTag)
        #expect(settings.shard == given.selecting.sharding.shard && settings.shardBy == given.selecting.sharding.shardBy)
        #expect(settings.durations == given.selecting.sharding.durations && settings.lang == given.lang)
        #expect(settings.updateGoldens == given.updateGoldens && settings.list == given.list && settings.watch == given.watch)
        #expect(settings.jobs == given.jobs && settings.timeout == given.timeout)
        #expect(settings != RunSettings())
    }

    @Test("check PATH… giving no option is read by hand as ArgumentParser reads it: no limit, a job per core", arguments: [
        ["check", "a.yaml"], ["check", "a.yaml", "b.yml", "help"],
    ])
    func check(arguments: [String]) throws {
        guard case .check(let paths) = try #require(PlainCommandLine(arguments)) else {
            Issue.record("not read as check")
            return
        }
        let parsed = try #require(try Self.parsed(arguments) as? Check)
        // What the plain values stand for; an option added to `check` must be added to them.
        #expect(Self.declared(parsed) == ["_paths", "_reading", "_jobs"])
        #expect(paths == parsed.paths)
        #expect(parsed.reading.limits == ReadingLimits())
        #expect(parsed.jobs == WorkerPool.coreCount)
    }

    @Test("a worker's command line, as the command and the studio write it, is read by hand as ArgumentParser reads it", arguments: [
        ["worker"], ["worker", "--max-nodes", "5"],
        ["worker", "--max-nodes", "7", "--max-fragment-depth", "3", "--max-substituted-bytes", "900", "--max-repeated-errors", "2"],
        ["worker", "--studio-replay"], ["worker", "--studio-replay", "--studio-pid", "4242"],
        ["worker", "--progress-descriptor", "3"], ["worker", "--max-nodes", "5", "--progress-descriptor", "3"],
        ["worker", "--studio-replay", "--studio-pid", "4242", "--progress-descriptor", "3"],
    ])
    func worker(arguments: [String]) throws {
        guard case .worker(let reading, let studioReplay, let studioPid, let progress) = try #require(PlainCommandLine(arguments)) else {
            Issue.record("not read as a worker")
            return
        }
        let parsed = try #require(try Self.parsed(arguments) as? Worker)
        #expect(Self.declared(parsed) == ["_reading", "_studioReplay", "_studioPid", "_progressDescriptor"])
        #expect(reading == parsed.reading.limits)
        #expect(studioReplay == parsed.studioReplay)
        #expect(studioPid == parsed.studioPid)
        #expect(progress == parsed.progressDescriptor)
    }

    @Test("a worker's limits are written as its command line reads them back")
    func limitsRoundTrip() throws {
        let limits = ReadingLimits(maxNodes: 9, maxFragmentDepth: 2, maxSubstitutedBytes: 80, maxRepeatedErrors: 1)
        guard case .worker(let reading, false, nil, nil) = try #require(PlainCommandLine(["worker"] + limits.arguments)) else {
            Issue.record("not read as a worker")
            return
        }
        #expect(reading == limits)
    }

    @Test("an option, help, a mistake or no path at all is left to ArgumentParser", arguments: [
        [], ["run"], ["check"], ["run", "a.yaml", "--jobs", "1"], ["run", "--", "a.yaml"], ["run", "-h"], ["check", "a.yaml", "--max-nodes=4"],
        ["--version"], ["help", "run"], ["merge", "a.json"], ["worker", "--max-nodes"], ["worker", "--max-nodes", "0"],
        ["worker", "--max-nodes", "many"], ["worker", "--jobs", "2"], ["worker", "--studio-pid", "x"], ["worker", "extra"],
        ["worker", "--progress-descriptor"], ["worker", "--progress-descriptor", "pipe"],
    ])
    func leftToArgumentParser(arguments: [String]) {
        #expect(PlainCommandLine(arguments) == nil)
    }
}
