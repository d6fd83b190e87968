import Foundation

/// The updates of one `performBatchUpdates`, checked and applied together.
struct BatchUpdate {
    var deletes: [IndexPath] = []
    var inserts: [IndexPath] = []
    var moves: [(from: IndexPath, to: IndexPath)] = []
    /// Items whose cells are asked for again (`reloadItems`, `reloadRows`): by their index
    /// before the update, and in number unchanged.
    var reloads: [IndexPath] = []

    var isEmpty: Bool { deletes.isEmpty && inserts.isEmpty && moves.isEmpty && reloads.isEmpty }

    /// `batch delete [0,0] insert [0,2] move [0,1] to [0,3] reload [0,4]`.
    var traceDescription: String {
        TraceWriter.batch(deletes: deletes, inserts: inserts, moves: moves, reloads: reloads)
    }

    /// The words of UIKit's messages: a collection view's items, a table view's rows
    /// (UIKitCore's `UITableView -_endCellAnimationsWithContext:` words its checks as
    /// `UICollectionView`'s do, with "row" and "table view").
    enum Vocabulary: Sendable {
        case collectionView, tableView

        var item: String { self == .collectionView ? "item" : "row" }
        var items: String { self == .collectionView ? "items" : "rows" }
        var view: String { self == .collectionView ? "collection view" : "table view" }
    }

    /// UIKit's check of the update against the counts before and after: the first problem,
    /// in UIKit's words, or nil when it is consistent. A reload is checked as UIKit checks
    /// it, as the delete of an item before the update (UIKit turns it into a delete and an
    /// insert), and changes no count.
    func validate(before: [Int], after: [Int], words: Vocabulary = .collectionView) -> String? {
        let item = words.item, items = words.items
        if after.count != before.count {
            return "Invalid update: invalid number of sections. The number of sections contained in the \(words.view) after the update (\(after.count)) must be equal to the number of sections contained in the \(words.view) before the update (\(before.count)), plus or minus the number of sections inserted or deleted (0 inserted, 0 deleted)."
        }
        // Few deletes are compared with one another; many are hashed.
        var seenDeletes = Set<IndexPath>()
        for (position, path) in deletes.enumerated() {
            guard before.indices.contains(path.section) else {
                return "attempt to delete \(item) \(path.item) from section \(path.section), but there are only \(before.count) sections before the update"
            }
            guard path.item >= 0, path.item < before[path.section] else {
                return "attempt to delete \(item) \(path.item) from section \(path.section) which only contains \(before[path.section]) \(items) before the update"
            }
            let isRepeated = deletes.count <= 16 ? deletes[..<position].contains(path) : !seenDeletes.insert(path).inserted
            guard !isRepeated else {
                return "attempt to delete \(item) \(path.item) from section \(path.section) more than once in the same update"
            }
        }
        for path in reloads {
            guard before.indices.contains(path.section) else {
                return "attempt to delete \(item) \(path.item) from section \(path.section), but there are only \(before.count) sections before the update"
            }
            guard path.item >= 0, path.item < before[path.section] else {
                return "attempt to delete \(item) \(path.item) from section \(path.section) which only contains \(before[path.section]) \(items) before the update"
            }
        }
        for move in moves {
            guard before.indices.contains(move.from.section), move.from.item >= 0, move.from.item < before[move.from.section] else {
                let count = before.indices.contains(move.from.section) ? before[move.from.section] : 0
                return "attempt to move \(item) \(move.from.item) from section \(move.from.section) which only contains \(count) \(items) before the update"
            }
            guard after.indices.contains(move.to.section), move.to.item >= 0, move.to.item < after[move.to.section] else {
                let count = after.indices.contains(move.to.section) ? after[move.to.section] : 0
                return "attempt to move \(item) to \(item) \(move.to.item) in section \(move.to.section), but there are only \(count) \(items) in section \(move.to.section) after the update"
            }
        }
        for path in inserts {
            guard after.indices.contains(path.section) else {
                return "attempt to insert \(item) \(path.item) into section \(path.section), but there are only \(after.count) sections after the update"
            }
            guard path.item >= 0, path.item < after[path.section] else {
                return "attempt to insert \(item) \(path.item) into section \(path.section), but there are only \(after[path.section]) \(items) in section \(path.section) after the update"
            }
        }
        // What each section's count must be, worked out in one pass over the updates and one
        // array; the four counts of the message only for a section that is wrong. Every
        // section counted is one of `before`'s, checked above.
        var expected = before
        for path in inserts { expected[path.section] += 1 }
        for path in deletes { expected[path.section] -= 1 }
        for move in moves where move.from.section != move.to.section {
            expected[move.to.section] += 1
            expected[move.from.section] -= 1
        }
        for section in before.indices where after[section] != expected[section] {
            let inserted = inserts.count { $0.section == section }
            let deleted = deletes.count { $0.section == section }
            let movedIn = moves.count { $0.from.section != $0.to.section && $0.to.section == section }
            let movedOut = moves.count { $0.from.section != $0.to.section && $0.from.section == section }
            return "Invalid update: invalid number of \(items) in section \(section). The number of \(items) contained in an existing section after the update (\(after[section])) must be equal to the number of \(items) contained in that section before the update (\(before[section])), plus or minus the number of \(items) inserted or deleted from that section (\(inserted) inserted, \(deleted) deleted) and plus or minus the number of \(items) moved into or out of that section (\(movedIn) moved in, \(movedOut) moved out)."
        }
        return nil
    }
}
