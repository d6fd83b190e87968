import ArgumentParser
import ScenarioKit

/// `dnd-scenario schema`: prints the JSON Schema of scenario files, for editors.
struct SchemaCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "schema",
        abstract: "Print the JSON Schema (draft 2020-12) of scenario files.",
        discussion: """
        Generated from the tables the decoder reads with and from the registered apps, so it \
        always matches what `check` accepts in structure. Point an editor at it, for VS Code's \
        YAML extension with a first line `# yaml-language-server: $schema=PATH`.
        """
    )

    func run() throws {
        print(FormatSchema(apps: DndScenario.apps).json, terminator: "")
    }
}
