import UIKitNames

/// The grid of seed 002's 注意事项 that has only one section (`BoardVariant.singleSection`):
/// 「如果格子视图,只有一个区间 section, 没有 coordinator.destinationIndexPath ,就强行指定到最后一格」.
///
/// The note opens slots only for several sections (「多区间, sections, 就用到了下面两个拖动的代理方法」),
/// so the drag's two moments are the empty ones of the article's first listing. Its proposal
/// moves the board's own drag whether or not there is a destination index path, the one
/// change the note's fallback needs to be reached: a drop where no index path was ever given
/// since the drag came over the grid reaches `performDrop` with none, and the fallback picks
/// `[last section, numberOfItems(inSection:)]`, the place after the last cell.
final class SingleSectionBoardViewController: BoardViewController {
    // 拖动开始的时机
    override func collectionView(_ collectionView: UICollectionView, dragSessionWillBegin session: UIDragSession) {}

    // 拖动结束的时机
    override func collectionView(_ collectionView: UICollectionView, dragSessionDidEnd session: UIDragSession) {}

    /// A move while this board drags, the cards making room, with or without a destination;
    /// forbidden otherwise.
    override func collectionView(_ collectionView: UICollectionView, dropSessionDidUpdate session: UIDropSession, withDestinationIndexPath destinationIndexPath: IndexPath?) -> UICollectionViewDropProposal {
        if collectionView.hasActiveDrag {
            return UICollectionViewDropProposal(operation: .move, intent: .insertAtDestinationIndexPath)
        } else {
            return UICollectionViewDropProposal(operation: .forbidden)
        }
    }
}
