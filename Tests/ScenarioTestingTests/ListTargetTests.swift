import ScenarioAppKit
import ScenarioKit
import Testing

/// Several lists on one screen, each addressed by name, the end included, and a view that is
/// on screen only while a drag is on (issue 27).
@Suite("Lists named in scenarios")
struct ListTargetTests {
    static let apps = AppRegistry(ErrandsApp.self, defaultApp: "errands")

    static func run(_ yaml: String) throws -> ScenarioResult {
        let (file, diagnostics) = ScenarioFile.decode(yaml, path: "errands.yaml", apps: apps)
        #expect(diagnostics.map(\.message) == [])
        let scenario = try #require(file.scenarios.first)
        return ScenarioRunner(goldens: GoldenTrace(update: false, isCI: true)).run(scenario, file: "errands.yaml")
    }

    static func rendered(_ yaml: String) -> String {
        let (_, diagnostics) = ScenarioFile.decode(yaml, path: "errands.yaml", apps: apps)
        let renderer = DiagnosticRenderer()
        return diagnostics.map { renderer.render($0, source: yaml) }.joined(separator: "\n")
    }

    @Test("an errand moves to the end of the other list, named by its count")
    func toTheEndOfAnotherList() throws {
        let result = try Self.run("""
        scenario: milk done last
        given: { todo: [[milk, eggs]], done: [bread, jam] }
        steps:
          - touch: { view: todo, cell: 0 }
          - lift
          - move: { view: done, cell: 2 }
          - drop
        expect:
          state: { todo: [[eggs]], done: [[bread, jam, milk]] }
          lists:
            todo: { items: 1 }
            done: { items: [3], placeholders: 0 }
          trace:
            contains:
              - todo.drag itemsForBeginning [0,0] -> 1 item
              - done.drop dropSessionDidUpdate [0,2] -> move insertAtDestinationIndexPath
        """)
        #expect(result.failures.map(\.message) == [])
    }

    @Test("a cell in a section other than the first is reached with 'section', and 'empty' is the list without a destination")
    func sectionsAndEmpty() throws {
        let result = try Self.run("""
        scenario: sections and the empty area
        given: { todo: [[milk], [post, bank]], done: [] }
        steps:
          - touch: { view: todo, cell: 1, section: 1 }
          - lift
          - move: { view: todo, cell: 0, section: 1 }
          - drop
          - touch: { view: todo, cell: 0 }
          - lift
          - move: { view: done, empty: true }
          - drop
        expect:
          state: { todo: [[], [bank, post]], done: [[milk]] }
          trace:
            contains:
              - todo.drag itemsForBeginning [1,1] -> 1 item
              - todo.drop dropSessionDidUpdate [1,0] -> move insertAtDestinationIndexPath
              - done.drop dropSessionDidUpdate none -> move insertAtDestinationIndexPath
        """)
        #expect(result.failures.map(\.message) == [])
    }

    @Test("reorder runs in the list it names")
    func reorderInANamedList() throws {
        let result = try Self.run("""
        scenario: reorder the done list
        given: { todo: [[milk]], done: [bread, jam, tea] }
        steps:
          - reorder: { view: done, from: 0, to: 2 }
        expect:
          state: { todo: [[milk]], done: [[jam, tea, bread]] }
        """)
        #expect(result.failures.map(\.message) == [])
    }

    @Test("the bin is on screen only while a drag is on: before and after, a finger over it is over nothing")
    func theBinComesAndGoes() throws {
        let result = try Self.run("""
        scenario: the bin comes and goes
        given: { todo: [[milk, eggs, jam]], done: [] }
        steps:
          - touch: { view: bin }
          - lift
          - expect: { session: none }
          - touch: { view: todo, cell: 0 }
          - lift
          - move: { view: bin }
          - drop
          - touch: { view: todo, cell: 0 }
          - lift
          - move: { view: done, cell: 0 }
          - move: { view: bin }
          - drop
          - touch: { view: todo, cell: 0 }
          - lift
          - expect: { session: { items: 1 } }
          - cancel
          - touch: { view: bin }
          - lift
          - expect: { session: none }
        expect:
          state: { todo: [[jam]], done: [[]] }
          trace:
            contains:
              - bin.drop performDrop items=1
              - done.drop dropSessionDidExit
              - bin.drop performDrop items=1
        """)
        #expect(result.failures.map(\.message) == [])
    }

    @Test("a list that is off screen fails a 'lists' check; counts that differ are said with both numbers")
    func listFailures() throws {
        let result = try Self.run("""
        scenario: wrong counts
        given: { todo: [[milk], [post]], done: [bread] }
        steps:
          - touch: { view: todo, cell: 0 }
          - lift
        expect:
          lists:
            todo: { items: [2, 0] }
            done: { items: 3, placeholders: 1 }
        """)
        #expect(result.failures.map(\.message) == [
            "list 'todo': expected items [2, 0] by section, found [1, 1]",
            "list 'done': expected 3 items, found 1; expected 1 placeholder, found 0",
        ])
    }

    @Test("with several lists, a target, a reorder or 'placeholders' that names none is refused where it stands; names are checked", arguments: [
        ("  - touch: { cell: 0 }", """
        errands.yaml:4:14: error: target 'cell' needs 'view' to say which list: app errands has several (todo, done)
          - touch: { cell: 0 }
                     ^
        """),
        ("  - move: { empty: true }", """
        errands.yaml:4:13: error: target 'empty' needs 'view' to say which list: app errands has several (todo, done)
          - move: { empty: true }
                    ^
        """),
        ("  - reorder: { from: 0, to: 1 }", """
        errands.yaml:4:14: error: step 'reorder' needs 'view' to say which list: app errands has several (todo, done)
          - reorder: { from: 0, to: 1 }
                     ^
        """),
        ("  - expect: { placeholders: 0 }", """
        errands.yaml:4:15: error: 'placeholders' needs a list, and app errands has several (todo, done): write 'lists: {NAME: {placeholders: N}}'
          - expect: { placeholders: 0 }
                      ^
        """),
        ("  - touch: { view: bin, cell: 0 }", """
        errands.yaml:4:20: error: target 'cell' needs a list, and view 'bin' is none; expected one of: todo, done
          - touch: { view: bin, cell: 0 }
                           ^
        """),
        ("  - touch: { view: dnoe, cell: 0 }", """
        errands.yaml:4:20: error: unknown view 'dnoe'; did you mean 'done'?
          - touch: { view: dnoe, cell: 0 }
                           ^
        """),
        ("  - expect: { lists: { bin: { items: 0 } } }", """
        errands.yaml:4:24: error: 'lists' needs a list, and view 'bin' is none; expected one of: todo, done
          - expect: { lists: { bin: { items: 0 } } }
                               ^
        """),
        ("  - expect: { lists: { todo: {} } }", """
        errands.yaml:4:30: error: list 'todo' needs 'items' or 'placeholders'
          - expect: { lists: { todo: {} } }
                                     ^
        """),
    ])
    func unnamedList(_ step: String, _ expected: String) {
        let yaml = "scenario: x\ngiven: { todo: [[a, b]] }\nsteps:\n" + step + "\n"
        #expect(Self.rendered(yaml) == expected)
    }
}
