/// What the engine asks of a drop target — a plain drop interaction or a collection view.
protocol DropTargetEndpoint: AnyObject {
    var app: String { get }
    /// Whether the target takes part in several sessions at once; when not, a session that
    /// has entered it keeps the others out until it exits or ends.
    var allowsSimultaneousDropSessions: Bool { get }
    /// Whether `canHandle` is asked again at every entry rather than once per session (a
    /// table asks at every entry, docs/LIFECYCLE.md §8).
    var asksCanHandleOnEveryEntry: Bool { get }
    func canHandle(_ session: DropSession) -> Bool
    func didEnter(_ session: DropSession)
    /// The target's proposal at `hit`, with the destination index path it was given.
    func didUpdate(_ session: DropSession, at hit: Hit) -> ResolvedProposal
    func didExit(_ session: DropSession)
    func performDrop(_ session: DropSession, operation: DropOperation)
    /// `previewForDropping` and `willAnimateDrop` per item (plain interactions only).
    func dropWillAnimate(_ session: DropSession)
    func didEnd(_ session: DropSession)
    /// `concludeDrop` (plain interactions only).
    func conclude(_ session: DropSession)
}

import Foundation

extension DropTargetEndpoint {
    var asksCanHandleOnEveryEntry: Bool { false }
}
