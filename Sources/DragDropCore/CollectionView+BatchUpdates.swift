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
    /// One pass per section, so a large update stays linear in the entries it touches.
    private func apply(_ batch: BatchUpdate) {
        var removals: [Int: Set<Int>] = [:]
        for path in batch.deletes { removals[path.section, default: []].insert(path.item) }
        var arrivals: [Int: [Arrival]] = [:]
        var itemPositions: [Int: [Int]] = [:]
        for (order, move) in batch.moves.enumerated() {
            removals[move.from.section, default: []].insert(move.from.item)
            guard sections.indices.contains(move.from.section) else { continue }
            if itemPositions[move.from.section] == nil {
                itemPositions[move.from.section] = sections[move.from.section].indices.filter { sections[move.from.section][$0].isItem }
            }
            let positions = itemPositions[move.from.section] ?? []
            guard positions.indices.contains(move.from.item) else { continue }
            let entry = sections[move.from.section][positions[move.from.item]]
            arrivals[move.to.section, default: []].append(Arrival(item: move.to.item, order: order, entry: entry))
        }
        for (order, path) in batch.inserts.enumerated() {
            arrivals[path.section, default: []].append(Arrival(item: path.item, order: batch.moves.count + order, entry: nil))
        }
        var freshCells: [(indexPath: IndexPath, position: Int)] = []
        for section in sections.indices where removals[section] != nil || arrivals[section] != nil {
            let removed = removals[section] ?? []
            let incoming = (arrivals[section] ?? []).sorted { ($0.item, $0.order) < ($1.item, $1.order) }
            var result: [Entry] = []
            result.reserveCapacity(sections[section].count + incoming.count)
            var placed = 0
            var next = 0
            /// Places every arrival due where the merge is: an arrival at index i goes right
            /// after item i − 1, so arrivals at consecutive indexes go together.
            func placeArrivals(all: Bool = false) {
                while next < incoming.count, all || incoming[next].item <= placed {
                    if let entry = incoming[next].entry {
                        result.append(entry)
                    } else {
                        freshCells.append((IndexPath(item: placed, section: section), result.count))
                        result.append(Entry(kind: .item(token: makeToken()), cell: nil))
                    }
                    placed += 1
                    next += 1
                }
            }
            placeArrivals()
            var oldItem = 0
            for entry in sections[section] {
                guard entry.isItem else {
                    result.append(entry)
                    continue
                }
                let index = oldItem
                oldItem += 1
                guard !removed.contains(index) else { continue }
                result.append(entry)
                placed += 1
                placeArrivals()
            }
            placeArrivals(all: true)
            sections[section] = result
        }
        for fresh in freshCells {
            guard let dataSource else { break }
            let cell = dataSource.collectionView(self, cellForItemAt: fresh.indexPath)
            cell.collectionView = self
            let section = fresh.indexPath.section
            guard sections.indices.contains(section), sections[section].indices.contains(fresh.position) else { continue }
            sections[section][fresh.position].cell = cell
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
