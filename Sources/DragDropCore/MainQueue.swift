/// `DispatchQueue.main` on virtual time: `async` runs after the current callback returns,
/// FIFO with everything else queued for the same instant.
public final class MainQueue {
    private let scheduler: Scheduler

    init(scheduler: Scheduler) {
        self.scheduler = scheduler
    }

    public func async(_ work: @escaping () -> Void) {
        scheduler.schedule(after: 0, work)
    }

    public func asyncAfter(milliseconds: Int, _ work: @escaping () -> Void) {
        scheduler.schedule(after: milliseconds, work)
    }
}
