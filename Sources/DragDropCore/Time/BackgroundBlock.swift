/// A block a `GlobalQueue` is running: how long it has waited so far, what for, and the
/// main-queue work it has queued, which runs once that wait is over.
struct BackgroundBlock {
    /// Milliseconds of waiting (`Network` calls), from the moment the block started.
    var wait = 0
    /// What the block waited for last (`fetch ` and a URL), which names the work for the
    /// explorer; nil while it has waited for nothing.
    var name: (head: String, subject: String)?
    /// `DispatchQueue.main.async` calls made inside the block, in order.
    var mainWork: [() -> Void] = []
}
