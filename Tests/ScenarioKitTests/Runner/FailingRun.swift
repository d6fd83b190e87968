/// A scenario file whose run must fail, and the whole human report it must give.
struct FailingRun: Sendable, CustomStringConvertible {
    var name: String
    var yaml: String
    var report: String

    init(_ name: String, _ yaml: String, _ report: String) {
        self.name = name
        self.yaml = yaml
        self.report = report
    }

    var description: String { name }
}
