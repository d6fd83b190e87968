import Foundation
import ScenarioTestSupport
import Testing

/// The README's (and the guide's) command examples of issue 13's features show what the built command
/// prints, word for word: each `$ dnd-scenario …` line is run from the package's folder and
/// its output compared with the lines under it.
@Suite("The README's commands")
struct ReadmeCommandTests {
    /// The commands whose README output is checked, as written after `$ `.
    static let commands = [
        #"dnd-scenario run Scenarios --list --tag tutorial --exclude-tag quirk --filter relaunch"#,
        #"dnd-scenario run Scenarios --tag tutorail"#,
        #"dnd-scenario run Scenarios/regression/quirks.yaml --filter "moved together""#,
    ]

    /// The lines the README shows under `$ command`, up to the next `$` line or the block's end.
    static func shownOutput(of command: String) throws -> String? {
        let text = try String(contentsOfFile: PackagePaths.root + "/README.md", encoding: .utf8)
            + (try String(contentsOfFile: PackagePaths.root + "/docs/GUIDE.md", encoding: .utf8))
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard let start = lines.firstIndex(of: Substring("$ " + command)) else { return nil }
        var shown = ""
        for line in lines[(start + 1)...] {
            if line.hasPrefix("$ ") || line.hasPrefix("```") { break }
            shown += line + "\n"
        }
        return shown
    }

    /// `command`'s words, with double quotes grouping, as a shell splits this simple form.
    static func words(_ command: String) -> [String] {
        var words: [String] = []
        var current = ""
        var quoted = false
        for character in command {
            if character == "\"" { quoted.toggle(); continue }
            if character == " ", !quoted {
                if !current.isEmpty { words.append(current) }
                current = ""
            } else {
                current.append(character)
            }
        }
        if !current.isEmpty { words.append(current) }
        return words
    }

    @Test("the README shows what the command prints", arguments: commands)
    func output(command: String) throws {
        let shown = try #require(try Self.shownOutput(of: command), "README.md has no '$ \(command)'")
        let output = try BuiltCommand.run(Array(Self.words(command).dropFirst()), in: PackagePaths.root)
        #expect(output.standardOutput + output.standardError == shown)
    }
}
