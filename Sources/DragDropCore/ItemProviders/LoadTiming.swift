/// How loads of the app's own items of one type go, set by a scenario (`loads:`): another
/// app's items carry their timing in their representations, but the app under test makes its
/// providers itself, so the device holds the timing for them.
public struct LoadTiming: Equatable, Sendable {
    /// Milliseconds a load takes once requested.
    public var delay: Int
    /// When set, a load fails with this message after `delay`.
    public var failure: String?

    public init(delay: Int = 0, failure: String? = nil) {
        self.delay = delay
        self.failure = failure
    }
}
