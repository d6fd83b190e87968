import DragDropCore

/// Keeps `explore` to orders `run` can produce: work requested again as it was before — a
/// relaunched gallery fetching its images again, an item dragged a second time — completes
/// in the order the earlier requests did, because a scenario gives each work one delay.
///
/// `run` completes work by due time, ties in request order; an order the explorer picks
/// stands for delays that would give it. Once P's last work completed before Q's, P's delay
/// is at most Q's plus the difference of their request times then (equal only if P was
/// requested first). When P and Q are requested again with the same delays as before, Q can
/// only come first if their request times now differ by less than that — by two
/// milliseconds or more, or by one where a tie in request order lets Q through. Otherwise Q
/// is held back until P has completed.
struct RepeatedWork {
    /// Per label, the last work of that label to complete and its place among completions.
    private var last: [String: (work: Scheduler.PendingWork, rank: Int)] = [:]
    private var completions = 0

    /// Records a completion; true when work of the same label had completed before.
    mutating func completed(_ work: Scheduler.PendingWork) -> Bool {
        let isRepeat = last[work.label] != nil
        last[work.label] = (work, completions)
        completions += 1
        return isRepeat
    }

    /// The indices of `candidates` that may complete next: all but those that some other
    /// candidate must precede.
    func allowed(_ candidates: [Scheduler.PendingWork]) -> [Int] {
        // Only repeated work is ever held back, by repeated work; the rest is free.
        let repeats = candidates.indices.compactMap { index in last[candidates[index].label].map { (index, $0.rank) } }
        guard repeats.count > 1 else { return Array(candidates.indices) }
        // Earliest last completion first: the work most likely to hold the others back is
        // tried first, so a relaunch's fetches cost one comparison each.
        let byRank = repeats.sorted { $0.1 < $1.1 }.map(\.0)
        var heldBack = Set<Int>()
        for later in byRank where byRank.contains(where: { $0 != later && mustPrecede(candidates[$0], candidates[later]) }) {
            heldBack.insert(later)
        }
        return candidates.indices.filter { !heldBack.contains($0) }
    }

    /// Whether `first` must complete before `second` for some delays to give the order.
    func mustPrecede(_ first: Scheduler.PendingWork, _ second: Scheduler.PendingWork) -> Bool {
        guard first.label != second.label, let p = last[first.label], let q = last[second.label], p.rank < q.rank,
              Self.delay(first) == Self.delay(p.work), Self.delay(second) == Self.delay(q.work)
        else { return false }
        // How much later the second was requested then than now: the room its delay had.
        let slack = (q.work.requestedAt - p.work.requestedAt) - (second.requestedAt - first.requestedAt)
        // A tie in due time goes to the work requested first: P's then, Q's now.
        let firstAskedFirstThen = p.work.sequence < q.work.sequence
        let secondAskedFirstNow = second.sequence < first.sequence
        switch slack {
        case ..<0: return true
        case 0: return !(firstAskedFirstThen && secondAskedFirstNow)
        case 1: return !(firstAskedFirstThen || secondAskedFirstNow)
        default: return false
        }
    }

    /// The order of the last completions of `labels`: what holds work back from here on,
    /// for the explorer's state fingerprint.
    func digest(of labels: Set<String>, into hasher: inout Hasher) {
        guard !labels.isEmpty else { return }
        let ordered = labels.compactMap { label in last[label].map { (label, $0.rank) } }.sorted { $0.1 < $1.1 }
        for (label, _) in ordered { hasher.combine(label) }
    }

    private static func delay(_ work: Scheduler.PendingWork) -> Int {
        work.dueAt - work.requestedAt
    }
}
