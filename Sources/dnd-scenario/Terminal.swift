import Foundation

/// What the terminal the command prints to can show.
enum Terminal {
    /// Colour only on a terminal, and never when `NO_COLOR` is set.
    static var standardOutputSupportsColor: Bool {
        isatty(STDOUT_FILENO) != 0 && ProcessInfo.processInfo.environment["NO_COLOR"] == nil
    }
}
