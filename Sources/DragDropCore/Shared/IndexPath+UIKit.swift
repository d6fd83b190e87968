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

    /// Settable, as UIKit's: `indexPath.item += 1` moves to the next item.
    public var section: Int {
        get { count > 0 ? self[0] : 0 }
        set { if count > 0 { self[0] = newValue } else { append(newValue) } }
    }

    public var item: Int {
        get { count > 1 ? self[1] : 0 }
        set {
            if count == 0 { append(0) }
            if count > 1 { self[1] = newValue } else { append(newValue) }
        }
    }

    /// The trace's spelling: `[0,2]`.
    public var traceDescription: String {
        TraceWriter.indexPath(section: section, item: item)
    }

    /// `before`, the trace's spelling of the index path and `after`: `cell [0,3] fetched`,
    /// written in one piece (see `TraceWriter`).
    func traceText(_ before: StaticString, _ after: StaticString = "") -> String {
        TraceWriter.indexPath(before, section: section, item: item, after)
    }
}

extension Optional where Wrapped == IndexPath {
    /// The trace's spelling of a destination that may be missing: `[0,2]` or `none`.
    public var traceDescription: String {
        map(\.traceDescription) ?? "none"
    }
}
