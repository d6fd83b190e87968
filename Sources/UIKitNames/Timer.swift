import DragDropCore
import Foundation

/// `Timer`: the engine's timer on the virtual clock. A file that also imports Foundation by
/// name sees two `Timer`s; import `UIKitNames` alone, which brings Foundation as UIKit does.
public typealias Timer = ScheduledTimer

extension ScheduledTimer {
    /// `Timer.scheduledTimer(withTimeInterval:repeats:block:)`: a timer on the running
    /// device's main queue.
    @discardableResult
    public static func scheduledTimer(withTimeInterval interval: TimeInterval, repeats: Bool, block: @escaping (Timer) -> Void) -> Timer {
        runningDevice(for: "Timer.scheduledTimer").mainQueue.scheduledTimer(withTimeInterval: interval, repeats: repeats, block: block)
    }
}
