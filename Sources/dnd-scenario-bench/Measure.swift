/// One row of the benchmark's table: what is measured, the goal it is held to, and how to
/// take it. Rows are independent; add one by appending to `Measure.all`.
struct Measure: Sendable {
    var name: String
    var goal: Goal
    var take: @Sendable (Bench) throws -> Measurement

    /// The most a measurement may be to meet its goal, in the measurement's unit.
    struct Goal: Sendable {
        var limit: Double
        var unit: Unit

        var description: String { "≤ " + unit.format(limit) }
    }

    /// A ratio (`1.8×`) or an absolute time (`4.2 ms`).
    enum Unit: Sendable {
        case ratio, milliseconds

        func format(_ value: Double) -> String {
            switch self {
            case .ratio: Bench.format(value, digits: value < 10 ? 2 : 1) + "×"
            case .milliseconds: Bench.format(value, digits: value < 10 ? 2 : 1) + " ms"
            }
        }
    }
}

/// What one row measured: its value, in the goal's unit, and the numbers behind it.
struct Measurement {
    var value: Double
    var detail: String
}
