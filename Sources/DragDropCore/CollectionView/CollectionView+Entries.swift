import Foundation

/// Every change of the entries goes through here, so that where each item is stays known
/// without a scan: an edit touches the entries it moves, never a copy of the whole section or
/// a rebuilt index (a one-item move in a gallery of N images cost O(N) of both).
///
/// What is kept: each section's placeholder count (a section without placeholders has each
/// item at its own index as position, the common case), each item's slot by its token (the
/// cell of an item carries the token), and, for sections with placeholders only, the
/// positions of their items, built when first asked for after a change.
extension CollectionView {
    /// Where an entry is: its section and its position among the section's entries.
    struct Slot {
        var section: Int
        var position: Int
    }

    // MARK: - Questions

    /// Items the view knows in `section`, placeholders not counted; 0 for no such section.
    func itemCount(inSection section: Int) -> Int {
        guard sections.indices.contains(section), placeholderCounts.indices.contains(section) else { return 0 }
        return sections[section].count - placeholderCounts[section]
    }

    /// The entry position of item `indexPath.item` in its section.
    func position(ofItem indexPath: IndexPath) -> Int? {
        let section = indexPath.section, item = indexPath.item
        guard item >= 0, item < itemCount(inSection: section) else { return nil }
        guard placeholderCounts[section] > 0 else { return item }
        let positions = itemPositions(inSection: section)
        return positions.indices.contains(item) ? positions[item] : nil
    }

    /// The index of the item at entry `position` of `section`: the items in front of it.
    func item(atPosition position: Int, inSection section: Int) -> Int {
        guard placeholderCounts.indices.contains(section), placeholderCounts[section] > 0 else { return position }
        let positions = itemPositions(inSection: section)
        // The first item position not before `position`: binary search, positions ascend.
        var low = 0, high = positions.count
        while low < high {
            let middle = low + (high - low) / 2
            if positions[middle] < position { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// Where the item with `token` is now; nil once it is gone.
    func indexPath(ofToken token: Int) -> IndexPath? {
        guard let slot = slot(ofToken: token) else { return nil }
        return IndexPath(item: item(atPosition: slot.position, inSection: slot.section), section: slot.section)
    }

    /// The slot of the item with `token`, checked against the entries: a token whose item is
    /// gone keeps a stale slot, which no longer holds it.
    func slot(ofToken token: Int) -> Slot? {
        guard tokenSlots.indices.contains(token), let slot = tokenSlots[token],
              sections.indices.contains(slot.section), sections[slot.section].indices.contains(slot.position),
              case .item(let found) = sections[slot.section][slot.position].kind, found == token else { return nil }
        return slot
    }

    /// The positions of a section's items, for a section with placeholders, kept until the
    /// section next changes.
    private func itemPositions(inSection section: Int) -> [Int] {
        if let cached = itemPositionsCache[section] { return cached }
        guard sections.indices.contains(section) else { return [] }
        var positions: [Int] = []
        positions.reserveCapacity(sections[section].count)
        for (position, entry) in sections[section].enumerated() where entry.isItem { positions.append(position) }
        itemPositionsCache[section] = positions
        return positions
    }

    // MARK: - Changes

    /// Replaces every entry (a reload).
    func replaceAllEntries(with newSections: [[Entry]]) {
        for entries in sections {
            for entry in entries { hideContent(of: entry.cell) }
        }
        sections = newSections
        placeholderCounts = sections.map { entries in entries.reduce(0) { $0 + ($1.isItem ? 0 : 1) } }
        itemPositionsCache = [:]
        frames = nil
        for section in sections.indices { renumber(section, from: 0, to: sections[section].count) }
    }

    func insertEntry(_ entry: Entry, at position: Int, inSection section: Int) {
        showContent(of: entry.cell)
        sections[section].insert(entry, at: position)
        if !entry.isItem { placeholderCounts[section] += 1 }
        changed(section)
        renumber(section, from: position, to: sections[section].count)
    }

    @discardableResult
    func removeEntry(at position: Int, inSection section: Int) -> Entry {
        let entry = sections[section].remove(at: position)
        hideContent(of: entry.cell)
        if !entry.isItem { placeholderCounts[section] -= 1 }
        changed(section)
        renumber(section, from: position, to: sections[section].count)
        return entry
    }

    /// Puts `entry` in place of the entry at `position` (a placeholder becoming an item).
    func replaceEntry(at position: Int, inSection section: Int, with entry: Entry) {
        let old = sections[section][position]
        hideContent(of: old.cell)
        showContent(of: entry.cell)
        sections[section][position] = entry
        placeholderCounts[section] += (entry.isItem ? 0 : 1) - (old.isItem ? 0 : 1)
        changed(section)
        renumber(section, from: position, to: position + 1)
    }

    /// Gives the item entry at `position` its cell, which learns the item's token.
    func setCell(_ cell: CollectionViewCell, at position: Int, inSection section: Int) {
        guard sections.indices.contains(section), sections[section].indices.contains(position) else { return }
        if case .item(let token) = sections[section][position].kind { cell.itemToken = token }
        if sections[section][position].cell !== cell { hideContent(of: sections[section][position].cell) }
        showContent(of: cell)
        sections[section][position].cell = cell
    }

    /// Puts the content view of a cell now showing an entry among the view's subviews, so
    /// that what the app put in it is on screen with the collection view (UIKit's cells are
    /// its subviews); `hideContent` takes it out with the cell.
    func showContent(of cell: CollectionViewCell?) {
        guard let content = cell?.madeContentView, content.superview !== self else { return }
        addSubview(content)
    }

    func hideContent(of cell: CollectionViewCell?) {
        guard let content = cell?.madeContentView, content.superview === self else { return }
        content.removeFromSuperview()
    }

    /// The layout and a section's item positions are stale after a change of its entries.
    func changed(_ section: Int) {
        if !itemPositionsCache.isEmpty { itemPositionsCache[section] = nil }
        frames = nil
    }

    /// Records the slot of every item entry of `section` in `start..<end`, the entries an edit
    /// moved.
    func renumber(_ section: Int, from start: Int, to end: Int) {
        let entries = sections[section]
        let start = max(0, start), end = min(end, entries.count)
        guard start < end else { return }
        // Room for every token made so far, doubling: grown by the appends below alone, the
        // table was made again at each power of two, four times as eight cells launch.
        if tokenSlots.capacity <= nextToken {
            tokenSlots.reserveCapacity(Swift.max(nextToken + 1, 2 * tokenSlots.capacity))
        }
        for position in start..<end {
            guard case .item(let token) = entries[position].kind, token >= 0 else { continue }
            // One slot at a time: tokens are made one by one, and appending a run of one
            // through the generic path cost hundreds of instructions a cell.
            while token >= tokenSlots.count { tokenSlots.append(nil) }
            tokenSlots[token] = Slot(section: section, position: position)
        }
    }
}
