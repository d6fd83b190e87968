import Foundation

/// A collection view's selected items, kept by item identity so that they follow the view's
/// updates, and the tap during a drag that adds nothing: an ordinary tap, which selects.
///
/// Apple's documentation of `collectionView(_:itemsForAddingTo:at:point:)`: return an empty
/// array "to have the tap handled normally" — the article: 返回一个空数组[]会导致按常规方式解释点击手势，
/// 即选择此单元格cell. A tap on a cell selects it when `allowsSelection` (true by default),
/// the others deselected unless `allowsMultipleSelection`, and tells the delegate
/// `didSelectItemAt`.
extension CollectionView {
    /// `selectItem(at:animated:scrollPosition:)` without the scroll: selects the item (nil
    /// clears the selection); unless several may be selected, the others are deselected.
    public func selectItem(at indexPath: IndexPath?, animated: Bool) {
        guard let indexPath else {
            selectedItemTokens.removeAll()
            return
        }
        guard let token = token(at: indexPath) else { return }
        if !allowsMultipleSelection { selectedItemTokens.removeAll() }
        if !selectedItemTokens.contains(token) { selectedItemTokens.append(token) }
    }

    /// `deselectItem(at:animated:)`.
    public func deselectItem(at indexPath: IndexPath, animated: Bool) {
        guard let token = token(at: indexPath) else { return }
        selectedItemTokens.removeAll { $0 == token }
    }

    /// `indexPathsForSelectedItems`: the selected items still in the view, in index-path
    /// order; nil when none is.
    public var indexPathsForSelectedItems: [IndexPath]? {
        let paths = selectedItemTokens.compactMap { indexPath(ofToken: $0) }.sorted()
        return paths.isEmpty ? nil : paths
    }

    /// A finger's tap on the item at `indexPath` that no drag took up: selected (traced
    /// `NAME select [s,i]`), then the delegate hears `didSelectItemAt` if it implements it.
    func selectByTap(_ indexPath: IndexPath) {
        guard allowsSelection else { return }
        traceEvent("select \(indexPath.traceDescription)")
        selectItem(at: indexPath, animated: false)
        let line = system?.trace.record("\(role).delegate", "didSelectItemAt \(indexPath.traceDescription)")
        let outer = answeredByDefault
        answeredByDefault = false
        delegate?.collectionView(self, didSelectItemAt: indexPath)
        let implemented = delegate != nil && !answeredByDefault
        answeredByDefault = outer
        if !implemented, let line { system?.trace.retract(line) }
    }
}
