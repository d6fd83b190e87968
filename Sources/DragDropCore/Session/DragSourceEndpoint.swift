/// What the engine asks of a drag source — a plain drag interaction or a collection view —
/// so that one lifecycle drives both. Each conformer traces the callbacks its delegate
/// protocol has, and only those.
protocol DragSourceEndpoint: AnyObject {
    var app: String { get }
    /// `APP.provider`: the role of the providers of the items it hands over.
    var providerRole: String { get }
    func itemsForBeginning(_ session: DragSession, at hit: Hit) -> [DragItem]
    /// `previewForLifting` for each of `items`, right after they were handed over.
    func previewsForLifting(_ items: [DragItem], in session: DragSession)
    func willAnimateLift(_ session: DragSession)
    func willBegin(_ session: DragSession)
    /// The policy questions, asked once per session as the drag begins (docs/LIFECYCLE.md §1).
    func isRestrictedToDraggingApplication(_ session: DragSession) -> Bool
    func allowsMoveOperation(_ session: DragSession) -> Bool
    func prefersFullSizePreviews(_ session: DragSession) -> Bool
    func didMove(_ session: DragSession)
    func itemsForAdding(to session: DragSession, at hit: Hit) -> [DragItem]
    /// With two or more sessions active: the one a tap adds to.
    func sessionForAdding(_ sessions: [DragSession], at hit: Hit, tappedFor tapping: DragSession) -> DragSession?
    func willAdd(_ items: [DragItem], to session: DragSession, addedBy adding: any DragSourceEndpoint)
    func willEnd(_ session: DragSession, with operation: DropOperation)
    /// The cancel preview of an item this source contributed.
    func previewForCancelling(_ item: DragItem, in session: DragSession)
    /// The cancel animation of an item this source contributed.
    func willAnimateCancel(_ item: DragItem, in session: DragSession)
    func didEnd(_ session: DragSession, with operation: DropOperation)
    func didTransferItems(_ session: DragSession)
}
