/// The device whose step is running, for the app code that finds its queues the way UIKit
/// code does, by class: `DispatchQueue.main` and `Timer.scheduledTimer` (UIKitNames).
///
/// A task-local value, not a global: each step binds its own device for as long as it runs,
/// so devices stepped at the same time on other threads (parallel tests) never see each
/// other's, and nothing is left set between steps.
extension DragDropSystem {
    /// The device running a step or a launch now; nil outside one.
    public static var current: DragDropSystem? { CurrentDevice.value?.system }

    /// Runs `body` with this device as `current`, as every step does; launching an app does
    /// it too, so app code may reach its queues from its initialiser.
    public func asCurrent<Result, Failure: Error>(_ body: () throws(Failure) -> Result) throws(Failure) -> Result {
        if let current = CurrentDevice.value, current.system === self {
            return try body()
        }
        let outcome = CurrentDevice.$value.withValue(CurrentDevice(system: self)) {
            Swift.Result { () throws(Failure) -> Result in try body() }
        }
        return try outcome.get()
    }
}

/// The task-local slot behind `DragDropSystem.current`.
///
/// `@unchecked Sendable` because a device is not: it is safe because the slot is bound only
/// for the synchronous length of `asCurrent`, on the thread running the device's step, and
/// the engine starts no task or thread that could carry the value elsewhere.
private struct CurrentDevice: @unchecked Sendable {
    let system: DragDropSystem

    @TaskLocal static var value: CurrentDevice?
}
