import Foundation

/// `Timer` on the virtual clock: what `Timer.scheduledTimer(withTimeInterval:repeats:block:)`
/// makes on the main run loop, fired on the main queue as virtual time passes (a scenario's
/// `wait`). Made through `MainQueue.scheduledTimer`, since the engine keeps no global clock
/// for a class method to find.
///
/// `settle` does not wait for a repeating timer, which never stops on its own: it settles once
/// nothing else is pending, and `wait` fires the timer as often as the time allows.
public final class ScheduledTimer {
    public let timeInterval: TimeInterval
    public let repeats: Bool
    /// False once invalidated, or once a timer that does not repeat has fired.
    public private(set) var isValid = true
    private unowned let scheduler: Scheduler
    private let block: (ScheduledTimer) -> Void
    /// Whether this timer's next fire is counted in `Scheduler.pendingRepeatingFires`.
    private var fireCounted = false

    init(interval: TimeInterval, repeats: Bool, scheduler: Scheduler, block: @escaping (ScheduledTimer) -> Void) {
        self.timeInterval = interval
        self.repeats = repeats
        self.scheduler = scheduler
        self.block = block
    }

    /// The interval in whole milliseconds; at least one for a repeating timer, whose fires
    /// would otherwise never let the clock move.
    private var milliseconds: Int {
        let value = (max(0, timeInterval) * 1000).rounded()
        let whole = value.isFinite && value < Double(Int.max / 2) ? Int(value) : Int.max / 2
        return repeats ? max(1, whole) : whole
    }

    func scheduleNextFire() {
        if repeats {
            scheduler.pendingRepeatingFires += 1
            fireCounted = true
        }
        scheduler.schedule(after: milliseconds) { [self] in
            if fireCounted {
                scheduler.pendingRepeatingFires -= 1
                fireCounted = false
            }
            guard isValid else { return }
            if repeats {
                guard scheduler.allowRepeatingFire(every: milliseconds) else { return }
                scheduleNextFire()
            } else {
                isValid = false
            }
            block(self)
        }
    }

    /// Stops the timer; a fire already due does nothing.
    public func invalidate() {
        guard isValid else { return }
        isValid = false
        if fireCounted {
            scheduler.pendingRepeatingFires -= 1
            fireCounted = false
        }
    }

    /// Fires the timer now, as `Timer.fire()`: a repeating timer keeps its schedule, one
    /// that does not repeat is then invalid.
    public func fire() {
        guard isValid else { return }
        if !repeats { invalidate() }
        block(self)
    }
}
