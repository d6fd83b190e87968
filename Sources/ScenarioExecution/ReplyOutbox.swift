/// A worker's replies waiting to be written, so that a run of quick requests is answered in
/// one write instead of one a reply: each write woke the command, and switching between the
/// two processes cost more than the replies did.
///
/// The replies go when the worker has no request left to read (`take`), when
/// `repliesPerWrite` have gathered, or when the first has waited `delay`, so that a run of
/// slow scenarios still reports as it goes and the command's watchdog hears from a worker
/// as often as before, give or take that delay. A crash loses what waits here; the command
/// runs those requests again, and the engine answers them the same.
struct ReplyOutbox {
    /// Few enough that the command hands out more requests while the worker runs the rest
    /// of those it holds (`WorkerPool.depth`).
    static let repliesPerWrite = 8
    static let delay: Duration = .milliseconds(20)

    private var bytes: [UInt8] = []
    private var count = 0
    private var since: ContinuousClock.Instant?

    var isEmpty: Bool { bytes.isEmpty }

    /// Adds a reply's frame, put here at `now`; true when the outbox should be written.
    mutating func add(_ frame: [UInt8], at now: ContinuousClock.Instant) -> Bool {
        let since = self.since ?? now
        self.since = since
        bytes += frame
        count += 1
        return count >= Self.repliesPerWrite || now - since >= Self.delay
    }

    /// Everything waiting, in the order it came, leaving the outbox empty.
    mutating func take() -> [UInt8] {
        defer {
            bytes.removeAll(keepingCapacity: true)
            count = 0
            since = nil
        }
        return bytes
    }
}
