import DragDropCore

/// Views compare by identity, as `UIView`s do (NSObject's `==`), so UIKit code's
/// `(session.localDragSession?.localContext as? UICollectionView) == collectionView` compiles.
extension View: Equatable {
    public static func == (lhs: View, rhs: View) -> Bool {
        lhs === rhs
    }
}
