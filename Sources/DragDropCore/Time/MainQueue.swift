import Foundation

/// `DispatchQueue.main` on virtual time: `async` runs after the current callback returns,
/// FIFO with everything else queued for the same instant. Work queued from a `GlobalQueue`
/// block runs once that block's work is done.
public final class MainQueue {
    private let scheduler: Scheduler

    init(scheduler: Scheduler) {
        self.scheduler = scheduler
    }

    public func async(execute work: @escaping () -> Void) {
        if scheduler.runningBackgroundBlock != nil {
            scheduler.runningBackgroundBlock?.mainWork.append(work)
            return
        }
        scheduler.schedule(after: 0, work)
    }

    public func asyncAfter(milliseconds: Int, execute work: @escaping () -> Void) {
        if scheduler.runningBackgroundBlock != nil {
            scheduler.runningBackgroundBlock?.mainWork.append { [scheduler] in scheduler.schedule(after: milliseconds, work) }
            return
        }
        scheduler.schedule(after: milliseconds, work)
    }

    /// `asyncAfter(deadline: .now() + seconds)`: due when the virtual clock reaches the
    /// deadline; a deadline already past runs as `async` does, and one the clock never
    /// reaches (`.never`) never comes, as with Dispatch. Compared before subtracting, since
    /// a deadline made from any `Int`, the least included, would overflow the difference.
    public func asyncAfter(deadline: VirtualTime, execute work: @escaping () -> Void) {
        guard deadline != .distantFuture else { return }
        let now = scheduler.now
        asyncAfter(milliseconds: deadline.milliseconds > now ? deadline.milliseconds - now : 0, execute: work)
    }

    /// `Timer.scheduledTimer(withTimeInterval:repeats:block:)`: the block runs on this queue
    /// every `interval` seconds of virtual time (once, unless it repeats).
    @discardableResult
    public func scheduledTimer(withTimeInterval interval: TimeInterval, repeats: Bool, block: @escaping (ScheduledTimer) -> Void) -> ScheduledTimer {
        let timer = ScheduledTimer(interval: interval, repeats: repeats, scheduler: scheduler, block: block)
        timer.scheduleNextFire()
        return timer
    }
}
