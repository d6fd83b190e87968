/// A serial queue of the app's own (`DispatchQueue(label:)`): its blocks run off the main
/// thread on the device's virtual clock, one after another — a block starts when the one
/// queued before it is done, so a save queued after a slow load waits for it.
public final class SerialQueue {
    public let label: String
    /// When, on the virtual clock, the last block queued is done.
    private var doneAt = 0

    public init(label: String) {
        self.label = label
    }

    /// Queues `work` on `system`'s clock, after the blocks queued before it.
    public func async(on system: DragDropSystem, execute work: () -> Void) {
        let now = system.scheduler.now
        let wait = system.globalQueue.async(startingAfter: max(0, doneAt - now), execute: work)
        let (end, overflowed) = now.addingReportingOverflow(wait)
        doneAt = overflowed ? Int.max : end
    }
}
