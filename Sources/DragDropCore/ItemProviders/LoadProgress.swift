/// The `Progress` a load returns: finished once its completion handler has run.
public final class LoadProgress: @unchecked Sendable {
    public private(set) var isFinished = false

    public var fractionCompleted: Double { isFinished ? 1 : 0 }

    func finish() { isFinished = true }
}
