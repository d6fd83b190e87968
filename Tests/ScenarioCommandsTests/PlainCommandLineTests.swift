import ArgumentParser
@testable import ScenarioCommands
import ScenarioExecution
import Testing

/// The command lines read by hand (`PlainCommandLine`) are read as ArgumentParser reads them,
/// every option included, and everything else is left to ArgumentParser.
@Suite("Plain command lines")
struct PlainCommandLineTests {
    /// Every stored value of a parsed command, options inside option groups included, as
    /// text: an option left unset reads `Option(*definition*)`, and one added later is here too.
    static func values(_ value: Any) -> String {
        let mirror = Mirror(reflecting: value)
        guard !mirror.children.isEmpty else { return String(describing: value) }
        return "(" + mirror.children.map { "\($0.label ?? ""): \(values(($0.value as? any ParsableArguments) ?? $0.value))" }.joined(separator: ", ") + ")"
    }

    /// A group's value, not its wrapper's description (`OptionGroup` prints only its type).
    static func described(_ command: any ParsableCommand) -> String {
        let mirror = Mirror(reflecting: command)
        return mirror.children.map { child -> String in
            let inner = Mirror(reflecting: child.value).children.first { $0.label == "_parsedValue" }.map { Mirror(reflecting: $0.value).children.first?.value }
            return "\(child.label ?? ""): \(values(inner.flatMap { $0 } ?? child.value))"
        }.joined(separator: "\n")
    }

    /// The names of a command's stored options, as declared.
    static func declared(_ command: any ParsableCommand) -> [String] {
        Mirror(reflecting: command).children.compactMap(\.label)
    }

    static func parsed(_ arguments: [String]) throws -> any ParsableCommand {
        try DndScenario.parseAsRoot(arguments)
    }

    @Test("run PATH… giving no option is read by hand, with every option at ArgumentParser's default", arguments: [
        ["run", "a.yaml"], ["run", "a.yaml", "Scenarios", "help", ""],
    ])
    func run(arguments: [String]) throws {
        guard case .run(let plain) = try #require(PlainCommandLine(arguments)) else {
            Issue.record("not read as run")
            return
        }
        #expect(Self.described(plain) == Self.described(try Self.parsed(arguments)))
        #expect(!Self.described(plain).contains("definition"))
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
    ])
    func worker(arguments: [String]) throws {
        guard case .worker(let reading, let studioReplay, let studioPid) = try #require(PlainCommandLine(arguments)) else {
            Issue.record("not read as a worker")
            return
        }
        let parsed = try #require(try Self.parsed(arguments) as? Worker)
        #expect(Self.declared(parsed) == ["_reading", "_studioReplay", "_studioPid"])
        #expect(reading == parsed.reading.limits)
        #expect(studioReplay == parsed.studioReplay)
        #expect(studioPid == parsed.studioPid)
    }

    @Test("a worker's limits are written as its command line reads them back")
    func limitsRoundTrip() throws {
        let limits = ReadingLimits(maxNodes: 9, maxFragmentDepth: 2, maxSubstitutedBytes: 80, maxRepeatedErrors: 1)
        guard case .worker(let reading, false, nil) = try #require(PlainCommandLine(["worker"] + limits.arguments)) else {
            Issue.record("not read as a worker")
            return
        }
        #expect(reading == limits)
    }

    @Test("an option, help, a mistake or no path at all is left to ArgumentParser", arguments: [
        [], ["run"], ["check"], ["run", "a.yaml", "--jobs", "1"], ["run", "--", "a.yaml"], ["run", "-h"], ["check", "a.yaml", "--max-nodes=4"],
        ["--version"], ["help", "run"], ["merge", "a.json"], ["worker", "--max-nodes"], ["worker", "--max-nodes", "0"],
        ["worker", "--max-nodes", "many"], ["worker", "--jobs", "2"], ["worker", "--studio-pid", "x"], ["worker", "extra"],
    ])
    func leftToArgumentParser(arguments: [String]) {
        #expect(PlainCommandLine(arguments) == nil)
    }
}
