import Foundation

extension CollectionView {
    /// Collects the updates made in `updates`, then checks them against the data source as
    /// UIKit does; an inconsistent update stops the run with kind `inconsistent-update`.
    public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        if openBatch != nil {
            updates?()
            completion?(true)
            return
        }
        openBatch = BatchUpdate()
        updates?()
        let batch = openBatch ?? BatchUpdate()
        openBatch = nil
        let finished = commit(batch)
        completion?(finished)
    }

    public func insertItems(at indexPaths: [IndexPath]) {
        record { $0.inserts += indexPaths }
    }

    public func deleteItems(at indexPaths: [IndexPath]) {
        record { $0.deletes += indexPaths }
    }

    public func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        record { $0.moves.append((indexPath, newIndexPath)) }
    }

    /// Adds to the open batch, or makes a batch of one outside `performBatchUpdates`.
    private func record(_ change: (inout BatchUpdate) -> Void) {
        if var batch = openBatch {
            change(&batch)
            openBatch = batch
        } else {
            var batch = BatchUpdate()
            change(&batch)
            commit(batch)
        }
    }

    /// Checks and applies one batch. False when it was rejected.
    @discardableResult
    func commit(_ batch: BatchUpdate) -> Bool {
        guard system?.fault == nil else { return false }
        traceEvent(batch.traceDescription)
        if let problem = batch.validate(before: knownCounts(), after: dataSourceCounts()) {
            system?.raise(EngineError(.inconsistentUpdate, problem))
            return false
        }
        apply(batch)
        return true
    }

    /// Deletes and move sources by their index before the update, then inserts and move
    /// destinations in ascending order of their index after it; placeholders keep their places.
    private func apply(_ batch: BatchUpdate) {
        var removals: [Int: Set<Int>] = [:]
        for path in batch.deletes { removals[path.section, default: []].insert(path.item) }
        var moving: [(to: IndexPath, entry: Entry)] = []
        for move in batch.moves {
            removals[move.from.section, default: []].insert(move.from.item)
            if let position = position(ofItem: move.from) {
                moving.append((move.to, sections[move.from.section][position]))
            }
        }
        for (section, items) in removals.sorted(by: { $0.key < $1.key }) where sections.indices.contains(section) {
            var item = 0
            sections[section].removeAll { entry in
                guard entry.isItem else { return false }
                defer { item += 1 }
                return items.contains(item)
            }
        }
        var arrivals: [(to: IndexPath, entry: Entry?)] = moving.map { ($0.to, $0.entry) }
        arrivals += batch.inserts.map { ($0, nil) }
        arrivals.sort { ($0.to.section, $0.to.item) < ($1.to.section, $1.to.item) }
        var fresh: [IndexPath] = []
        for arrival in arrivals where sections.indices.contains(arrival.to.section) {
            let entry = arrival.entry ?? Entry(kind: .item(token: makeToken()), cell: nil)
            if arrival.entry == nil { fresh.append(arrival.to) }
            let position = insertionPosition(forItem: arrival.to.item, in: sections[arrival.to.section])
            sections[arrival.to.section].insert(entry, at: position)
        }
        for path in fresh { makeCell(at: path) }
    }
}
