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
        // What the view knew before the updates: a view that never loaded loads now, as
        // UIKit's does, so counts the app changed before this call are already in it.
        loadDataIfNeeded()
        openBatch = BatchUpdate()
        updates?()
        let batch = openBatch ?? BatchUpdate()
        openBatch = nil
        let finished = commit(batch)
        completion?(finished)
    }

    /// UIKit's block is not escaping: it runs before the call returns, so it may use `self`
    /// implicitly. A literal block comes here; nil, or a stored block, to the optional form.
    public func performBatchUpdates(_ updates: () -> Void, completion: ((Bool) -> Void)? = nil) {
        withoutActuallyEscaping(updates) { performBatchUpdates(Optional($0), completion: completion) }
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

    /// Asks the data source for the cells of these items again: the model changed what they
    /// show, not how many there are. Traced in the batch's line, `reload [0,1]`.
    public func reloadItems(at indexPaths: [IndexPath]) {
        record { $0.reloads += indexPaths }
    }

    /// Adds to the open batch, or makes a batch of one outside `performBatchUpdates`.
    private func record(_ change: (inout BatchUpdate) -> Void) {
        // Taken out of `openBatch` while it changes, so that its arrays are not shared with
        // it and grow in place instead of being copied.
        if var batch = openBatch.take() {
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
        // The weak reference loaded once for the commit, not once per use.
        let system = self.system
        guard system?.fault == nil else { return false }
        system?.trace.record(role, batch.traceDescription)
        if let problem = batch.validate(before: knownCounts(), after: dataSourceCounts(), words: words) {
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
    ///
    /// The removals and arrivals are two arrays sorted by section, not tables of sets and
    /// arrays by section: a one-item move made four collections and hashed each index.
    private func apply(_ batch: BatchUpdate) {
        // Reloaded items by token, found while their index paths are the ones before.
        let reloaded = batch.reloads.compactMap { token(at: $0) }
        defer { remakeCells(ofTokens: reloaded) }
        // Every position while the entries are as they were: a position depends only on
        // its own section, which nothing below changes before its turn.
        var removals: [Slot] = []
        removals.reserveCapacity(batch.deletes.count + batch.moves.count)
        for path in batch.deletes {
            if let position = position(ofItem: path) { removals.append(Slot(section: path.section, position: position)) }
        }
        var arrivals: [Arrival] = []
        arrivals.reserveCapacity(batch.moves.count + batch.inserts.count)
        for (order, move) in batch.moves.enumerated() {
            guard let position = position(ofItem: move.from) else { continue }
            removals.append(Slot(section: move.from.section, position: position))
            arrivals.append(Arrival(section: move.to.section, item: move.to.item, order: order, entry: sections[move.from.section][position]))
        }
        for (order, path) in batch.inserts.enumerated() {
            arrivals.append(Arrival(section: path.section, item: path.item, order: batch.moves.count + order, entry: nil))
        }
        // Sections in ascending order; in each, the last removal first, so that each leaves
        // the positions before it as they are, and arrivals by index, then update order.
        if removals.count > 1 {
            removals.sort { $0.section != $1.section ? $0.section < $1.section : $0.position > $1.position }
        }
        if arrivals.count > 1 {
            arrivals.sort { ($0.section, $0.item, $0.order) < ($1.section, $1.item, $1.order) }
        }
        var freshCells: [(indexPath: IndexPath, position: Int)] = []
        // Cells removed with something in their content views, which leaves the screen with
        // them unless they move.
        var leavingCells: [CollectionViewCell] = []
        var nextRemoval = 0, nextArrival = 0
        while nextRemoval < removals.count || nextArrival < arrivals.count {
            let section = min(nextRemoval < removals.count ? removals[nextRemoval].section : Int.max,
                              nextArrival < arrivals.count ? arrivals[nextArrival].section : Int.max)
            let exists = sections.indices.contains(section)
            var first = Int.max, last = 0, removed = 0, arrived = 0
            var lastRemoved = -1
            while nextRemoval < removals.count, removals[nextRemoval].section == section {
                let position = removals[nextRemoval].position
                nextRemoval += 1
                // An item named twice (deleted and moved, or moved twice) goes once.
                guard exists, position != lastRemoved else { continue }
                lastRemoved = position
                let entry = sections[section].remove(at: position)
                if let cell = entry.cell, cell.madeContentView != nil { leavingCells.append(cell) }
                removed += 1
                first = min(first, position)
                last = max(last, position + 1)
            }
            let hasPlaceholders = exists && placeholderCounts[section] > 0
            var cursor = 0, itemsBefore = 0, target = -1
            while nextArrival < arrivals.count, arrivals[nextArrival].section == section {
                let arrival = arrivals[nextArrival]
                nextArrival += 1
                guard exists else { continue }
                arrived += 1
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
            guard exists else { continue }
            changed(section)
            // Past the last change, entries are where they were unless the count changed.
            renumber(section, from: first, to: removed == arrived ? last : sections[section].count)
        }
        for cell in leavingCells where !arrivals.contains(where: { $0.entry?.cell === cell }) {
            hideContent(of: cell)
        }
        if hasItemsWithoutCells {
            layoutVisibleCells()
            return
        }
        guard !freshCells.isEmpty, let dataSource else { return }
        for fresh in freshCells {
            let cell = dataSource.collectionView(self, cellForItemAt: fresh.indexPath)
            cell.collectionView = self
            setCell(cell, at: fresh.position, inSection: fresh.indexPath.section)
        }
    }

    /// Asks the data source for the cells of the items with `tokens` again, where they are now.
    private func remakeCells(ofTokens tokens: [Int]) {
        for token in tokens {
            if let indexPath = indexPath(ofToken: token) { makeCell(at: indexPath) }
        }
    }

    /// An entry arriving in a section: a moved item's entry, or nil for a new item.
    private struct Arrival {
        var section: Int
        var item: Int
        /// The update's own order, to keep equal indexes stable.
        var order: Int
        var entry: Entry?
    }
}
