import Foundation

/// UIKit's `IndexPath(item:section:)` vocabulary, which Foundation only offers on Apple's systems.
extension IndexPath {
    /// Built as one index and then a second, which Foundation keeps as a pair in place:
    /// `init(indexes: [section, item])` allocated an array for every index path made, and
    /// the engine makes several per cell.
    public init(item: Int, section: Int) {
        self.init(index: section)
        append(item)
    }

    public var section: Int {
        count > 0 ? self[0] : 0
    }

    public var item: Int {
        count > 1 ? self[1] : 0
    }

    /// The trace's spelling: `[0,2]`. Joined from small strings rather than interpolated:
    /// the trace spells one per cell at launch, and interpolation cost a thousand
    /// instructions each.
    public var traceDescription: String {
        "[" + String(section) + "," + String(item) + "]"
    }
}

extension Optional where Wrapped == IndexPath {
    /// The trace's spelling of a destination that may be missing: `[0,2]` or `none`.
    public var traceDescription: String {
        map(\.traceDescription) ?? "none"
    }
}
