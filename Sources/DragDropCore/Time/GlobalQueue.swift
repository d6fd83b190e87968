/// `DispatchQueue.global()` on the virtual clock: work done off the main thread, such as
/// fetching an image, which hops back to the main queue when it is done.
///
/// App code reads as it does with Dispatch:
///
/// ```swift
/// system.globalQueue.async {
///     let image = try? system.network.image(contentsOf: url)
///     system.mainQueue.async { self.image = image }
/// }
/// ```
///
/// The block runs at once, as a free thread would start it, so it sees the app as it is when
/// queued. What it waits for (`Network`) is counted, not slept, and the main-queue work it
/// queues runs when that wait is over: together they are one piece of background work, due
/// after the wait and named after what it waited for (`fetch URL`), whose completion order
/// against other background work the explorer may choose. A block that waited for nothing
/// (an image found in a cache) completes in turn with the main queue's work, a hop the
/// explorer does not reorder: it cannot tell what such work touches. A block that queues
/// nothing for the main queue leaves nothing to complete.
public final class GlobalQueue {
    private let scheduler: Scheduler

    init(scheduler: Scheduler) {
        self.scheduler = scheduler
    }

    public func async(execute work: @escaping () -> Void) {
        async(startingAfter: 0, execute: work)
    }

    /// Runs `work` as a block that starts `delay` milliseconds from now (a serial queue's
    /// next block starts when the one before it is done); returns when, from now, it is done.
    @discardableResult
    func async(startingAfter delay: Int, execute work: () -> Void) -> Int {
        let outer = scheduler.runningBackgroundBlock
        // A block queued from inside another starts when that one has waited so far.
        scheduler.runningBackgroundBlock = BackgroundBlock(wait: max(outer?.wait ?? 0, delay))
        work()
        let block = scheduler.runningBackgroundBlock ?? BackgroundBlock()
        scheduler.runningBackgroundBlock = outer
        guard !block.mainWork.isEmpty else { return block.wait }
        defer { schedule(block) }
        return block.wait
    }

    private func schedule(_ block: BackgroundBlock) {
        let mainWork = block.mainWork
        let complete = { for work in mainWork { work() } }
        if let name = block.name {
            scheduler.scheduleBackgroundThenMain(after: block.wait, label: name.head, subject: name.subject, complete)
        } else {
            scheduler.schedule(after: block.wait) { [scheduler] in scheduler.schedule(after: 0, complete) }
        }
    }
}
