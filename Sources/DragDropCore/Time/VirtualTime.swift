import Foundation

/// `DispatchTime` on the virtual clock: what `.now() + 0.5` makes for
/// `DispatchQueue.main.asyncAfter(deadline:)`, so a delay in app code reads as it does with
/// Dispatch and passes as the scenario's time does, never the wall clock's.
public struct VirtualTime: Comparable, Sendable {
    /// Milliseconds since launch.
    public let milliseconds: Int

    public init(milliseconds: Int) {
        self.milliseconds = milliseconds
    }

    /// A time the clock never reaches: `.never`, or a sum past the clock's end.
    public static let distantFuture = VirtualTime(milliseconds: .max)

    /// The running device's clock (`DispatchTime.now()`), read in a step or a launch.
    public static func now() -> VirtualTime {
        guard let device = DragDropSystem.current else {
            preconditionFailure("DispatchTime.now() is the running device's clock: call it from a step or a launch (DragDropSystem.asCurrent)")
        }
        return VirtualTime(milliseconds: device.scheduler.now)
    }

    /// `deadline + seconds`, to the nearest millisecond.
    public static func + (time: VirtualTime, seconds: Double) -> VirtualTime {
        time.adding(milliseconds: seconds * 1000)
    }

    /// `deadline + .milliseconds(300)` and the other intervals; `.never` never comes.
    public static func + (time: VirtualTime, interval: DispatchTimeInterval) -> VirtualTime {
        switch interval {
        case .seconds(let seconds): time.adding(milliseconds: Double(seconds) * 1000)
        case .milliseconds(let milliseconds): time.adding(milliseconds: Double(milliseconds))
        case .microseconds(let microseconds): time.adding(milliseconds: Double(microseconds) / 1000)
        case .nanoseconds(let nanoseconds): time.adding(milliseconds: Double(nanoseconds) / 1_000_000)
        case .never: .distantFuture
        @unknown default: .distantFuture
        }
    }

    public static func < (lhs: VirtualTime, rhs: VirtualTime) -> Bool {
        lhs.milliseconds < rhs.milliseconds
    }

    /// As Dispatch clamps: a sum before launch (minus infinity included) is launch, one past
    /// the clock's end or not a number never comes.
    private func adding(milliseconds delay: Double) -> VirtualTime {
        let sum = (Double(milliseconds) + delay).rounded()
        guard !sum.isNaN, sum < Double(Int.max) else { return .distantFuture }
        return VirtualTime(milliseconds: sum > 0 ? Int(sum) : 0)
    }
}
