@testable import DragDropCore
import Foundation
import ScenarioTestSupport
import Testing

/// A cell that knows which model entry it was made for.
private final class LabelledCell: CollectionViewCell {
    let label: String
    init(_ label: String) {
        self.label = label
        super.init(frame: .zero)
    }

    @available(*, unavailable)
    override init(frame: CGRect) {
        fatalError("made with a label")
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("made with a label")
    }
}

/// Sections of labels; each cell is made for the label at its index path.
private final class LabelModel: CollectionViewDataSource {
    var sections: [[String]]
    init(_ sections: [[String]]) { self.sections = sections }

    func numberOfSections(in collectionView: CollectionView) -> Int { sections.count }

    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { sections[section].count }

    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        LabelledCell(sections[indexPath.section][indexPath.item])
    }
}

/// An entry as the reference sees it: an item's label, or a placeholder's number.
private enum Reference: Equatable {
    case item(String)
    case placeholder(Int)

    var isItem: Bool { if case .item = self { true } else { false } }
}

/// The way batches were applied before they were applied in place: every touched section
/// rebuilt by one merge of its old entries with the arrivals.
private func merged(_ sections: [[Reference]], deletes: [IndexPath], moves: [(IndexPath, IndexPath)], inserts: [(IndexPath, String)]) -> [[Reference]] {
    var sections = sections
    var removals: [Int: Set<Int>] = [:]
    for path in deletes { removals[path.section, default: []].insert(path.item) }
    var arrivals: [Int: [(item: Int, order: Int, entry: Reference)]] = [:]
    for (order, move) in moves.enumerated() {
        removals[move.0.section, default: []].insert(move.0.item)
        let items = sections[move.0.section].filter(\.isItem)
        arrivals[move.1.section, default: []].append((move.1.item, order, items[move.0.item]))
    }
    for (order, insert) in inserts.enumerated() {
        arrivals[insert.0.section, default: []].append((insert.0.item, moves.count + order, .item(insert.1)))
    }
    for section in sections.indices where removals[section] != nil || arrivals[section] != nil {
        let removed = removals[section] ?? []
        let incoming = (arrivals[section] ?? []).sorted { ($0.item, $0.order) < ($1.item, $1.order) }
        var result: [Reference] = []
        var placed = 0, next = 0
        func place(all: Bool = false) {
            while next < incoming.count, all || incoming[next].item <= placed {
                result.append(incoming[next].entry)
                placed += 1
                next += 1
            }
        }
        place()
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
            place()
        }
        place(all: true)
        sections[section] = result
    }
    return sections
}

@Suite("Batch updates applied in place")
struct InPlaceBatchTests {
    @Test("random batches of deletes, moves and inserts around placeholders leave the entries, cells and index paths a whole-section merge gives")
    func matchesTheMerge() {
        var numbers = SeededGenerator(seed: 0xB47C)
        var fresh = 0
        for _ in 0..<300 {
            let system = DragDropSystem()
            let view = CollectionView()
            let model = LabelModel((0..<(1 + numbers.next(2))).map { section in (0..<numbers.next(7)).map { "s\(section)i\($0)" } })
            view.dataSource = model
            system.install(view)
            view.reloadData()
            var reference: [[Reference]] = model.sections.map { $0.map(Reference.item) }
            // Placeholders anywhere, as drops from other apps leave them.
            for number in 0..<numbers.next(4) {
                let section = numbers.next(reference.count)
                let position = numbers.next(reference[section].count + 1)
                let context = CollectionViewDropPlaceholderContext(dragItem: makeTextItem("p"), placeholder: CollectionViewDropPlaceholder(insertionIndexPath: path(0, section), reuseIdentifier: "P"), collectionView: view)
                view.insertEntry(CollectionView.Entry(kind: .placeholder(context), cell: CollectionViewCell(reuseIdentifier: "P\(number)")), at: position, inSection: section)
                reference[section].insert(.placeholder(number), at: position)
            }
            for _ in 0..<3 {
                // Distinct items leave (deleted or moved), new ones and moved ones arrive.
                var leaving: [IndexPath] = []
                for section in reference.indices {
                    let count = reference[section].filter(\.isItem).count
                    for item in 0..<count where numbers.next(4) == 0 { leaving.append(path(item, section)) }
                }
                var deletes: [IndexPath] = [], moveSources: [IndexPath] = []
                for path in leaving { if numbers.next(2) == 0 { deletes.append(path) } else { moveSources.append(path) } }
                var after = reference.map { $0.filter(\.isItem).count }
                for path in leaving { after[path.section] -= 1 }
                var arrivingSections = moveSources.map { _ in numbers.next(reference.count) }
                let insertCount = numbers.next(3)
                arrivingSections += (0..<insertCount).map { _ in numbers.next(reference.count) }
                for section in arrivingSections { after[section] += 1 }
                let moves = moveSources.enumerated().map { offset, source in (source, path(numbers.next(after[arrivingSections[offset]]), arrivingSections[offset])) }
                let inserts = (0..<insertCount).map { offset -> (IndexPath, String) in
                    let section = arrivingSections[moveSources.count + offset]
                    fresh += 1
                    return (path(numbers.next(after[section]), section), "new\(fresh)")
                }
                let expected = merged(reference, deletes: deletes, moves: moves, inserts: inserts)
                let cellsBefore = Dictionary(uniqueKeysWithValues: view.sections.flatMap { $0 }.compactMap { entry in
                    (entry.cell as? LabelledCell).map { ($0.label, $0) }
                })
                model.sections = expected.map { $0.compactMap { if case .item(let label) = $0 { label } else { nil } } }
                view.performBatchUpdates {
                    view.deleteItems(at: deletes)
                    for move in moves { view.moveItem(at: move.0, to: move.1) }
                    view.insertItems(at: inserts.map(\.0))
                }
                #expect(system.fault == nil)
                reference = expected
                for section in reference.indices {
                    #expect(view.entryKinds(inSection: section) == reference[section].map(\.isItem))
                    let labels = model.sections[section]
                    #expect(view.numberOfItems(inSection: section) == labels.count)
                    for (item, label) in labels.enumerated() {
                        let cell = view.cellForItem(at: path(item, section)) as? LabelledCell
                        #expect(cell?.label == label)
                        if let old = cellsBefore[label] { #expect(cell === old, "a moved item keeps its cell") }
                        if let cell { #expect(view.indexPath(for: cell) == path(item, section)) }
                    }
                }
                for (label, cell) in cellsBefore where !model.sections.joined().contains(label) {
                    #expect(view.indexPath(for: cell) == nil, "a deleted item's cell has no index path")
                }
                #expect(view.numberOfPlaceholders == reference.joined().filter { !$0.isItem }.count)
            }
        }
    }
}
