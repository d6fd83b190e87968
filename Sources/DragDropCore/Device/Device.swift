/// The device a scenario runs on, for what UIKit decides by it (`UIDevice.userInterfaceIdiom`).
public enum Device: String, Sendable, CaseIterable {
    case iPhone, iPad

    /// A table's `dragInteractionEnabled` before the app sets it (UIKitCore:
    /// `+[_UITableViewDragController isEnabledByDefault]`): on for iPad, off for iPhone.
    var enablesTableDragsByDefault: Bool { self == .iPad }

    /// Whether drags stay inside the app that began them: on iPhone no other app is on screen
    /// to take a drop, so a drop over another app cancels.
    var keepsDragsInsideApp: Bool { self == .iPhone }
}
