/// A scenario file that must be refused, and the whole output `check` must print for it.
struct BadInput: Sendable, CustomStringConvertible {
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
