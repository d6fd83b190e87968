// Dispatch comes with UIKit too. Imported here, so that this module's `DispatchQueue`
// shadows Dispatch's in app code that imports both.
@_exported import Dispatch
import DragDropCore

/// `DispatchQueue` as drag and drop code uses it: `main` and `global()` are the running
/// device's queues, and `DispatchQueue(label:)` a serial queue of the app's own, all on the
/// scenario's virtual clock, so a load's completion that hops with
/// `DispatchQueue.main.async { … }` compiles and behaves unchanged.
///
/// `asyncAfter(deadline: .now() + 0.5)` reads `.now()` on the same clock (`VirtualTime`).
/// A concurrent queue of one's own is unavailable: write `DispatchQueue.global()`.
public struct DispatchQueue {
    private let queue: SerialQueue

    /// The main queue of the device running the step.
    public static var main: MainQueue { runningDevice(for: "DispatchQueue.main").mainQueue }

    /// Work off the main thread, on the running device's virtual clock; every quality of
    /// service is the same queue there.
    public static func global(qos: DispatchQoS.QoSClass = .default) -> GlobalQueue {
        runningDevice(for: "DispatchQueue.global()").globalQueue
    }

    /// `DispatchQueue(label:qos:)`: a serial queue; its blocks run one after another on the
    /// virtual clock of the device running them.
    public init(label: String, qos: DispatchQoS = .default) {
        queue = SerialQueue(label: label)
    }

    @available(*, unavailable, message: "a queue of your own is serial here: write DispatchQueue(label:), or DispatchQueue.global() for concurrent work")
    public init(label: String, qos: DispatchQoS = .default, attributes: DispatchQueue.Attributes, autoreleaseFrequency: DispatchQueue.AutoreleaseFrequency = .inherit, target: DispatchQueue? = nil) {
        fatalError("unavailable")
    }

    /// Dispatch's attribute names, for the unavailable initializer's signature.
    public struct Attributes: OptionSet, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        public static let concurrent = Attributes(rawValue: 1)
        public static let initiallyInactive = Attributes(rawValue: 2)
    }

    public enum AutoreleaseFrequency: Sendable {
        case inherit, workItem, never
    }

    public var label: String { queue.label }

    /// Queues `work` after the blocks queued before it.
    public func async(execute work: @escaping () -> Void) {
        queue.async(on: runningDevice(for: "DispatchQueue.async"), execute: work)
    }

    /// `sync`: the work runs now and its result is returned, as a serial queue with nothing
    /// running does; the virtual clock does not advance.
    public func sync<T>(execute work: () throws -> T) rethrows -> T {
        try work()
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
