// Dispatch comes with UIKit too. Imported here, so that this module's `DispatchQueue`
// shadows Dispatch's in app code that imports both.
@_exported import Dispatch
import DragDropCore

/// `DispatchQueue` as drag and drop code uses it: `main` and `global()` are the running
/// device's queues, on the scenario's virtual clock, so a load's completion that hops with
/// `DispatchQueue.main.async { … }` compiles and behaves unchanged.
///
/// `asyncAfter(deadline: .now() + 0.5)` reads `.now()` on the same clock (`VirtualTime`).
/// Only that much of Dispatch is here: a queue of your own or `sync` would not run on
/// virtual time.
public enum DispatchQueue {
    /// The main queue of the device running the step.
    public static var main: MainQueue { runningDevice(for: "DispatchQueue.main").mainQueue }

    /// Work off the main thread, on the running device's virtual clock; every quality of
    /// service is the same queue there.
    public static func global(qos: DispatchQoS.QoSClass = .default) -> GlobalQueue {
        runningDevice(for: "DispatchQueue.global()").globalQueue
    }
}

/// The device whose step is running. App code reaches Dispatch's queues only from a step or
/// a launch, as UIKit code only runs from the run loop; anything else is a mistake in a test.
func runningDevice(for name: String) -> DragDropSystem {
    guard let device = DragDropSystem.current else {
        preconditionFailure("\(name) is the running device's: call it from a step or a launch (DragDropSystem.asCurrent)")
    }
    return device
}
