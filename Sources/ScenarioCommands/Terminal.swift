import Foundation

/// What the terminal the command prints to can show.
enum Terminal {
    /// Colour only on a terminal, and never when `NO_COLOR` is set to anything but the empty
    /// string (no-color.org: an empty `NO_COLOR` is as if it were unset).
    static var standardOutputSupportsColor: Bool {
        isatty(STDOUT_FILENO) != 0 && (EnvironmentVariables.value(of: "NO_COLOR") ?? "").isEmpty
    }
}
