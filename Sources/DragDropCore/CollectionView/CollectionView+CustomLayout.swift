import Foundation

extension CollectionView {
    /// Where the item the data source has at `indexPath` is shown while an item moves: UIKit
    /// shows the moving item at its target at once, the others closing its old place and
    /// opening the new one (UIKitCore, `-_updateReorderingTargetPosition:` moves it in a
    /// shadow update of the view, not of the data source). Outside a movement, `indexPath`.
    func presentationIndexPath(ofItem indexPath: IndexPath) -> IndexPath {
        guard let movement, movement.source != movement.target else { return indexPath }
        if indexPath == movement.source { return movement.target }
        var item = indexPath.item
        if indexPath.section == movement.source.section, item > movement.source.item { item -= 1 }
        if indexPath.section == movement.target.section, item >= movement.target.item { item += 1 }
        return IndexPath(item: item, section: indexPath.section)
    }

    /// Every entry's frame by a custom layout, after its `prepare()`: each item's from
    /// `layoutAttributesForItem(at:)` at the index path it is shown at, so while an item
    /// moves the frames are the shifted ones and name the shown index paths. A drop
    /// placeholder, which a custom layout is not asked about here, takes no room.
    func customFrames(_ layout: CollectionViewLayout) -> [FlowLayout.Frame] {
        layout.prepare()
        var frames: [FlowLayout.Frame] = []
        let sections = self.sections
        for section in sections.indices {
            var item = 0
            for entry in sections[section] {
                guard entry.isItem else {
                    frames.append(FlowLayout.Frame(rect: .zero, indexPath: IndexPath(item: item, section: section), isItem: false))
                    continue
                }
                let shown = presentationIndexPath(ofItem: IndexPath(item: item, section: section))
                let rect = layout.layoutAttributesForItem(at: shown)?.frame ?? .zero
                frames.append(FlowLayout.Frame(rect: rect, indexPath: shown, isItem: true))
                item += 1
            }
        }
        return frames
    }
}
