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
    /// destinations in ascending order of their index after it, each right after the item
    /// before it (so in front of placeholders waiting there); placeholders keep their places.
    /// In place: each section loses and gains only the entries named, and only the entries
    /// between the first and the last of them (to the end when the count changes) learn
    /// their new slots — a one-item move touches the items it passes, not the section.
    private func apply(_ batch: BatchUpdate) {
        var removals: [Int: Set<Int>] = [:]
        for path in batch.deletes { removals[path.section, default: []].insert(path.item) }
        var arrivals: [Int: [Arrival]] = [:]
        for (order, move) in batch.moves.enumerated() {
            removals[move.from.section, default: []].insert(move.from.item)
            guard let position = position(ofItem: move.from) else { continue }
            let entry = sections[move.from.section][position]
            arrivals[move.to.section, default: []].append(Arrival(item: move.to.item, order: order, entry: entry))
        }
        for (order, path) in batch.inserts.enumerated() {
            arrivals[path.section, default: []].append(Arrival(item: path.item, order: batch.moves.count + order, entry: nil))
        }
        var freshCells: [(indexPath: IndexPath, position: Int)] = []
        for section in sections.indices where removals[section] != nil || arrivals[section] != nil {
            // Every position first, while the section is as it was; then the last first, so
            // that each removal leaves the positions before it as they are.
            let removed = (removals[section] ?? []).compactMap { position(ofItem: IndexPath(item: $0, section: section)) }.sorted(by: >)
            let incoming = (arrivals[section] ?? []).sorted { ($0.item, $0.order) < ($1.item, $1.order) }
            var first = Int.max, last = 0
            for position in removed {
                sections[section].remove(at: position)
                first = min(first, position)
                last = max(last, position + 1)
            }
            let hasPlaceholders = placeholderCounts[section] > 0
            var cursor = 0, itemsBefore = 0, target = -1
            for arrival in incoming {
                // An arrival at index i goes right after item i − 1, and arrivals at the same
                // index one after the other.
                target = max(arrival.item, target + 1)
                if hasPlaceholders {
                    while itemsBefore < target, cursor < sections[section].count {
                        if sections[section][cursor].isItem { itemsBefore += 1 }
                        cursor += 1
                    }
                } else {
                    cursor = min(target, sections[section].count)
                    itemsBefore = cursor
                }
                if let entry = arrival.entry {
                    sections[section].insert(entry, at: cursor)
                } else {
                    freshCells.append((IndexPath(item: itemsBefore, section: section), cursor))
                    sections[section].insert(Entry(kind: .item(token: makeToken()), cell: nil), at: cursor)
                }
                first = min(first, cursor)
                last = max(last, cursor + 1)
                cursor += 1
                itemsBefore += 1
                target = itemsBefore - 1
            }
            changed(section)
            // Past the last change, entries are where they were unless the count changed.
            renumber(section, from: first, to: removed.count == incoming.count ? last : sections[section].count)
        }
        for fresh in freshCells {
            guard let dataSource else { break }
            let cell = dataSource.collectionView(self, cellForItemAt: fresh.indexPath)
            cell.collectionView = self
            setCell(cell, at: fresh.position, inSection: fresh.indexPath.section)
        }
    }

    /// An entry arriving in a section: a moved item's entry, or nil for a new item.
    private struct Arrival {
        var item: Int
        /// The update's own order, to keep equal indexes stable.
        var order: Int
        var entry: Entry?
    }
}
