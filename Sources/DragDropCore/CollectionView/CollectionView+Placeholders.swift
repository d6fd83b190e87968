import Foundation

extension CollectionView {
    /// A new placeholder entry at `insertionIndexPath`, after placeholders already waiting
    /// there, so that the placeholders of one drop line up in drag order (UIKitCore:
    /// `_UICollectionViewDragAndDropController -dropItem:toPlaceholder:` maps the insertion
    /// index path through the view's pending shadow updates, appending).
    func insertPlaceholder(for dragItem: DragItem, _ placeholder: CollectionViewDropPlaceholder) -> CollectionViewDropPlaceholderContext {
        let path = placeholder.insertionIndexPath
        let context = CollectionViewDropPlaceholderContext(dragItem: dragItem, placeholder: placeholder, collectionView: self)
        traceEvent(TraceWriter.join("placeholder insert ", path.traceDescription, " ", placeholder.reuseIdentifier))
        guard sections.indices.contains(path.section), path.item >= 0, path.item <= numberOfItems(inSection: path.section) else {
            context.state = .discarded
            system?.raise(EngineError(.inconsistentUpdate, "attempt to insert a placeholder at \(words.item) \(path.item) into section \(path.section), but there are only \(numberOfItems(inSection: path.section)) \(words.items) in section \(path.section)"))
            return context
        }
        let position = placeholderPosition(forItem: path.item, inSection: path.section)
        insertEntry(Entry(kind: .placeholder(context), cell: context.cell), at: position, inSection: path.section)
        context.cellUpdateHandler?(context.cell)
        return context
    }

    /// The placeholder's section, entry position and current index path (items in front of it).
    func locate(_ context: CollectionViewDropPlaceholderContext) -> (section: Int, position: Int, indexPath: IndexPath)? {
        guard context.state == .pending else { return nil }
        // Only sections with placeholders can hold it.
        for (section, entries) in sections.enumerated() where placeholderCounts.indices.contains(section) && placeholderCounts[section] > 0 {
            var item = 0
            for (position, entry) in entries.enumerated() {
                switch entry.kind {
                case .item: item += 1
                case .placeholder(let candidate) where candidate === context:
                    return (section, position, IndexPath(item: item, section: section))
                case .placeholder: break
                }
            }
        }
        return nil
    }

    func commit(_ context: CollectionViewDropPlaceholderContext, dataSourceUpdates: (IndexPath) -> Void) -> Bool {
        guard let found = locate(context) else {
            traceEvent(context.lastIndexPath.traceText("placeholder commit ", " -> false"))
            return false
        }
        context.lastIndexPath = found.indexPath
        let system = self.system
        let line = system?.trace.record(role, found.indexPath.traceText("placeholder commit "))
        context.cellUpdateHandler?(context.cell)
        let before = knownCounts()
        dataSourceUpdates(found.indexPath)
        var accepted = false
        if system?.fault == nil, let again = locate(context) {
            let batch = BatchUpdate(inserts: [again.indexPath])
            if let problem = batch.validate(before: before, after: dataSourceCounts(), words: words) {
                system?.raise(EngineError(.inconsistentUpdate, problem))
            } else {
                replaceEntry(at: again.position, inSection: again.section, with: Entry(kind: .item(token: makeToken()), cell: nil))
                context.state = .committed
                makeCell(at: again.indexPath)
                accepted = true
            }
        }
        if let line { system?.trace.complete(line, result: Self.describeAnswer(accepted)) }
        return accepted
    }

    func delete(_ context: CollectionViewDropPlaceholderContext) -> Bool {
        guard let found = locate(context) else {
            traceEvent(context.lastIndexPath.traceText("placeholder delete ", " -> false"))
            return false
        }
        removeEntry(at: found.position, inSection: found.section)
        context.state = .deleted
        context.lastIndexPath = found.indexPath
        traceEvent(found.indexPath.traceText("placeholder delete ", " -> true"))
        return true
    }
}
