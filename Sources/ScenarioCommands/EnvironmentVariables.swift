import Foundation
import ScenarioKit

/// Variables of this process's environment, read one by one (`getenv`): a dictionary of the
/// whole environment (`ProcessInfo`), made to look up `CI`, was an eighth of the instructions
/// of a one-file run's command.
enum EnvironmentVariables {
    /// The value of the variable `name`, nil when it is not set.
    static func value(of name: String) -> String? {
        getenv(name).map { String(cString: $0) }
    }

    /// Whether this is a CI run, as `GoldenTrace.isCI` reads `CI`.
    static var isCI: Bool {
        GoldenTrace.isCI(environment: value(of: "CI").map { ["CI": $0] } ?? [:])
    }
}
