import Foundation
import Kanban
import ScenarioTesting
import Testing

/// A board's title names its table, which targets and `lists` reach by that name: `given`
/// must not make two tables of one name, or one no target can name.
@Suite("The kanban's given")
struct KanbanGivenTests {
    /// The problems of one scenario file written with `text`, as `ScenarioCase` reports them.
    static func problems(_ text: String) throws -> [String] {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("kanban-given-\(getpid())-\(UInt64.random(in: 0...UInt64.max))")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("k.yaml")
        try Data(text.utf8).write(to: file)
        return ScenarioCase.all(in: [file.path], apps: .kanban).flatMap { $0.problems() }
            .map { $0.description.replacingOccurrences(of: folder.path + "/", with: "") }
    }

    @Test("two boards whose titles name one table are refused at the second title")
    func repeatedTable() throws {
        let problems = try Self.problems("""
        scenario: s
        given:
          boards:
            - { title: In Progress, items: [a] }
            - { title: in progress, items: [b] }
        steps:
          - touch: { view: in-progress, row: 0 }
        """)
        #expect(problems == ["k.yaml:5:16: error: board title 'in progress' names its table 'in-progress', as an earlier board's does; give each board a title of its own"])
    }

    @Test("a title of spaces or nothing, which names no table, is refused")
    func unnamedTable() throws {
        let problems = try Self.problems("""
        scenario: s
        given:
          boards:
            - { title: "  ", items: [a] }
        steps:
          - wait: 1ms
        """)
        #expect(problems == ["k.yaml:4:16: error: board title '  ' names its table '', which no target can name; give the board a title with a word in it"])
    }
}
