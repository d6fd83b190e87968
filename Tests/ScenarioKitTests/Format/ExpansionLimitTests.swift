import GalleryCore
import ScenarioKit
import Testing
import YAMLReader

/// What fragments and example rows may expand to is capped: each cap stops the file with a
/// located error that names it and the option that raises it (issue 29).
@Suite("Expansion limits")
struct ExpansionLimitTests {
    static func rendered(_ yaml: String, maxNodes: Int = 100_000, expansion: ExpansionLimits = .init()) -> String {
        let (_, diagnostics) = ScenarioFile.decode(yaml, path: "e.yaml", apps: .shipped, limits: YAMLParser.Limits(maxNodes: maxNodes), expansion: expansion)
        return diagnostics.map { DiagnosticRenderer().render($0, source: yaml) }.joined(separator: "\n")
    }

    /// `yaml` rendered with a node cap that lets the limit under test be reached first, and
    /// how long that took: these inputs once took time out of proportion to their size.
    static func timedRendering(_ yaml: String) -> (output: String, elapsed: Duration) {
        var output = ""
        let elapsed = ContinuousClock().measure { output = rendered(yaml, maxNodes: 1_000_000) }
        return (output, elapsed)
    }

    static let twiceTwice = """
    scenario: s
    steps:
      - use: twice
      - use: twice
    ---
    fragment: twice
    steps:
      - use: drag
      - use: drag
    ---
    fragment: drag
    steps:
      - touch: { cell: 0 }
      - lift
      - drop
    """

    @Test("the nodes fragments expand to count against the file's node cap, which --max-nodes raises")
    func nodes() {
        // Each use of `twice` makes 7 nodes, each use of `drag` 8: 46 in all.
        #expect(Self.rendered(Self.twiceTwice, maxNodes: 46) == "")
        #expect(Self.rendered(Self.twiceTwice, maxNodes: 45) == """
        e.yaml:15:5: error: fragments and example rows expand to more than 45 nodes; raise the limit with --max-nodes
          - drop
            ^
        e.yaml:9:5: note: in fragment 'drag', used here
          - use: drag
            ^
        e.yaml:4:5: note: in fragment 'twice', used here
          - use: twice
            ^
        """)
    }

    @Test("the rows of an outline count against the node cap too: N rows over N steps stop at the cap")
    func rows() {
        let yaml = "scenario: s\nexamples:\n" + (1...40).map { "  - {d: \($0)ms}\n" }.joined() + "steps:\n" + String(repeating: "  - wait: ${d}\n", count: 40)
        // Each row makes 165 nodes: the scenario's 5, and 4 for each step, its value's among them.
        #expect(Self.rendered(yaml, maxNodes: 40 * 165) == "")
        #expect(Self.rendered(yaml, maxNodes: 1_000) == """
        e.yaml:45:5: error: fragments and example rows expand to more than 1000 nodes; raise the limit with --max-nodes
          - wait: ${d}
            ^
        e.yaml:9:5: note: in example [d: 7ms]
          - {d: 7ms}
            ^
        """)
    }

    @Test("text made by substitution is capped over the whole file, and --max-substituted-bytes raises it")
    func text() {
        let yaml = """
        scenario: s
        steps:
          - use: { steps: double, with: { p: abcdef } }
        ---
        fragment: double
        parameters: [p]
        steps:
          - use: { steps: wait, with: { p: "${p}${p}" } }
        ---
        fragment: wait
        parameters: [p]
        steps:
          - wait: "${p}${p}"
        """
        // 12 bytes for `double`'s text, 24 for `wait`'s.
        #expect(Self.rendered(yaml, expansion: ExpansionLimits(maxSubstitutedBytes: 36)).hasPrefix("e.yaml:13:11: error: invalid duration"))
        #expect(Self.rendered(yaml, expansion: ExpansionLimits(maxSubstitutedBytes: 35)) == """
        e.yaml:13:11: error: parameters substituted into text make more than 35 bytes; raise the limit with --max-substituted-bytes
          - wait: "${p}${p}"
                  ^
        e.yaml:8:5: note: in fragment 'wait', used here
          - use: { steps: wait, with: { p: "${p}${p}" } }
            ^
        e.yaml:3:5: note: in fragment 'double', used here
          - use: { steps: double, with: { p: abcdef } }
            ^
        """)
    }

    @Test("fragments nest only as deep as the cap, which --max-fragment-depth raises")
    func depth() {
        let yaml = "scenario: s\nsteps:\n  - use: a\n---\nfragment: a\nsteps: [use: b]\n---\nfragment: b\nsteps: [use: c]\n---\nfragment: c\nsteps: [lift]\n"
        #expect(Self.rendered(yaml, expansion: ExpansionLimits(maxFragmentDepth: 3)) == "")
        #expect(Self.rendered(yaml, expansion: ExpansionLimits(maxFragmentDepth: 2)) == """
        e.yaml:9:14: error: fragments used inside fragments nest more than 2 deep; raise the limit with --max-fragment-depth
        steps: [use: c]
                     ^
        e.yaml:6:9: note: in fragment 'b', used here
        steps: [use: b]
                ^
        e.yaml:3:5: note: in fragment 'a', used here
          - use: a
            ^
        """)
    }

    @Test("a chain of thousands of fragments stops at the depth cap instead of overflowing the stack")
    func longChain() {
        var yaml = "scenario: chain\nsteps: [use: f0]\n"
        for index in 0..<8_000 { yaml += "---\nfragment: f\(index)\nsteps: [use: f\(index + 1)]\n" }
        yaml += "---\nfragment: f8000\nsteps: [lift]\n"
        let (output, elapsed) = Self.timedRendering(yaml)
        #expect(output.hasPrefix("e.yaml:194:14: error: fragments used inside fragments nest more than 64 deep; raise the limit with --max-fragment-depth"))
        #expect(elapsed < .seconds(5))
    }

    @Test("one problem repeated by many uses is shown as often as the cap allows, then counted")
    func repeats() {
        let yaml = "scenario: s\nsteps:\n" + String(repeating: "  - use: bad\n", count: 4) + "---\nfragment: bad\nsteps:\n  - wiat: 1s\n"
        #expect(Self.rendered(yaml, expansion: ExpansionLimits(maxRepeatedErrors: 4)).components(separatedBy: "error:").count == 5)
        #expect(Self.rendered(yaml, expansion: ExpansionLimits(maxRepeatedErrors: 2)) == """
        e.yaml:10:5: error: unknown step 'wiat'; did you mean 'wait'?
          - wiat: 1s
            ^
        e.yaml:3:5: note: in fragment 'bad', used here
          - use: bad
            ^
        e.yaml:10:5: error: unknown step 'wiat'; did you mean 'wait'?
          - wiat: 1s
            ^
        e.yaml:4:5: note: in fragment 'bad', used here
          - use: bad
            ^
        e.yaml:10:5: note: 2 more errors like this one, through other uses or rows, not shown (at most 2 per problem; raise the limit with --max-repeated-errors)
          - wiat: 1s
            ^
        """)
    }

    @Test("a value substituted deeper than the reader's nesting limit is refused where it lands")
    func substitutedDepth() {
        var yaml = "scenario: s\nsteps:\n  - use: {steps: f0, with: {p: x}}\n"
        for index in 0..<30 {
            yaml += "---\nfragment: f\(index)\nparameters: [p]\nsteps:\n  - use: {steps: f\(index + 1), with: {p: \(String(repeating: "[", count: 10))\"${p}\"\(String(repeating: "]", count: 10))}}\n"
        }
        yaml += "---\nfragment: f30\nparameters: [p]\nsteps:\n  - touch: {cell: \"${p}\"}\n"
        let output = Self.rendered(yaml)
        #expect(output.hasPrefix("e.yaml:133:43: error: parameter 'p' substituted here nests collections more than 256 levels deep (limit 256 levels)"))
    }

    @Test("'${' repeated without '}' is scanned once, in time linear in its length")
    func unclosedReferences() {
        let yaml = "scenario: s\nexamples:\n  - {a: 1}\nsteps:\n  - wait: \"${a}" + String(repeating: "${", count: 100_000) + "\"\n"
        let (output, elapsed) = Self.timedRendering(yaml)
        #expect(output.hasPrefix("e.yaml:5:11: error: invalid duration '1${${${"))
        #expect(elapsed < .seconds(2))
    }

    @Test("a '${' that opens no name is passed over, and a name after it is still found")
    func referenceScanning() {
        let yaml = "scenario: s\nexamples:\n  - {a: 1s, b: 2s}\nsteps:\n  - wait: \"${ ${a}\"\n  - wait: \"${b}\"\n"
        #expect(Self.rendered(yaml) == """
        e.yaml:5:11: error: invalid duration '${ 1s': write 0, 250ms, 2s, 1.5s or 1m
          - wait: "${ ${a}"
                  ^
        """)
    }
}
