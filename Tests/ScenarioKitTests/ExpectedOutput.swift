/// A scenario file and the whole text it must give: `check`'s diagnostics for a file that must
/// be refused, or the human report of a run that must fail. One table row, named for the test.
struct ExpectedOutput: Sendable, CustomStringConvertible {
    var name: String
    var yaml: String
    var expected: String

    init(_ name: String, _ yaml: String, _ expected: String) {
        self.name = name
        self.yaml = yaml
        self.expected = expected
    }

    var description: String { name }
}

/// A file `check` must refuse, with the diagnostics it must print.
typealias BadInput = ExpectedOutput

/// A file whose run must fail, with the human report it must give.
typealias FailingRun = ExpectedOutput
