import Foundation

/// `UICollectionViewDelegateFlowLayout`: a delegate that sizes the flow layout's items one by
/// one, and may space, inset and head each section its own way. Its own protocol, as in
/// UIKit, so a class lists it beside `UICollectionViewDelegate`; every method has UIKit's
/// default, the layout's own value.
public protocol CollectionViewDelegateFlowLayout: CollectionViewDelegate {
    func collectionView(_ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout, sizeForItemAt indexPath: IndexPath) -> CGSize
    /// The space around one section's items; the layout's `sectionInset` by default.
    func collectionView(_ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout, insetForSectionAt section: Int) -> EdgeInsets
    /// The space between one section's rows; the layout's `minimumLineSpacing` by default.
    func collectionView(_ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout, minimumLineSpacingForSectionAt section: Int) -> CGFloat
    /// The space between two items of one row; the layout's `minimumInteritemSpacing` by default.
    func collectionView(_ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout, minimumInteritemSpacingForSectionAt section: Int) -> CGFloat
    /// One section's header size; the layout's `headerReferenceSize` by default.
    func collectionView(_ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout, referenceSizeForHeaderInSection section: Int) -> CGSize
    /// One section's footer size; the layout's `footerReferenceSize` by default.
    func collectionView(_ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout, referenceSizeForFooterInSection section: Int) -> CGSize
}

extension CollectionViewDelegateFlowLayout {
    /// The flow layout's `itemSize`, as UIKit's when the delegate does not size items.
    public func collectionView(_ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout, sizeForItemAt indexPath: IndexPath) -> CGSize {
        (collectionViewLayout as? FlowLayout)?.itemSize ?? FlowLayout.standardItemSize
    }

    public func collectionView(_ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout, insetForSectionAt section: Int) -> EdgeInsets {
        (collectionViewLayout as? FlowLayout)?.sectionInset ?? .zero
    }

    public func collectionView(_ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout, minimumLineSpacingForSectionAt section: Int) -> CGFloat {
        (collectionViewLayout as? FlowLayout)?.minimumLineSpacing ?? 0
    }

    public func collectionView(_ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout, minimumInteritemSpacingForSectionAt section: Int) -> CGFloat {
        (collectionViewLayout as? FlowLayout)?.minimumInteritemSpacing ?? 0
    }

    public func collectionView(_ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout, referenceSizeForHeaderInSection section: Int) -> CGSize {
        (collectionViewLayout as? FlowLayout)?.headerReferenceSize ?? .zero
    }

    public func collectionView(_ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout, referenceSizeForFooterInSection section: Int) -> CGSize {
        (collectionViewLayout as? FlowLayout)?.footerReferenceSize ?? .zero
    }

    /// The engine asks `sizeForItemAt`; a flow-layout delegate answers it with the UIKit
    /// question.
    public func collectionView(_ collectionView: CollectionView, sizeForItemAt indexPath: IndexPath) -> CGSize? {
        self.collectionView(collectionView, layout: collectionView.collectionViewLayout, sizeForItemAt: indexPath)
    }
}
