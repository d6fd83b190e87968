import Foundation

/// `UICollectionView`: data-source items and drop placeholders in one ordered list of entries
/// per section, checked on every update the way UIKit checks them.
///
/// Index paths everywhere count data-source items only; placeholders sit between them
/// (docs/LIFECYCLE.md §7).
public final class CollectionView: View {
    public weak var dataSource: (any CollectionViewDataSource)?
    public weak var delegate: (any CollectionViewDelegate)?
    public weak var dragDelegate: (any CollectionViewDragDelegate)?
    /// `dragInteractionEnabled`: whether a long press on a cell lifts it. True until the app
    /// says otherwise, on every device: UIKitCore's `_UICollectionViewDragAndDropController
    /// -initWithCollectionView:` starts it at 1 and `-didUpdateDragDelegate` hands the
    /// collection view's value to its drag interaction's `setEnabled:` (Apple's documentation:
    /// false on iPhone only up to iOS 14). Off, nothing lifts and no tap adds; drops still land.
    public var dragInteractionEnabled = true
    public weak var dropDelegate: (any CollectionViewDropDelegate)?
    /// `collectionViewLayout`: what lays the items out — a flow layout
    /// (`UICollectionViewFlowLayout`, the default), or a custom layout that places, hit-tests
    /// and draws every item itself (seed 004's waterfall). A new one lays the items out again.
    public var collectionViewLayout: CollectionViewLayout {
        didSet {
            if oldValue !== collectionViewLayout, oldValue.collectionView === self { oldValue.collectionView = nil }
            adopt(collectionViewLayout)
            invalidateLayout()
        }
    }
    /// The layout when it is a custom one, nil for a flow layout: kept beside it, since every
    /// hit test and every step of an interactive movement asks.
    private(set) var customLayout: CollectionViewLayout?
    /// Whether a long press on the view moves its items, which a scenario's `reorder` step
    /// plays: the app's own handler (seed 004's) or a collection view controller's standard
    /// gesture; false on a controller's view whose `installsStandardGestureForInteractiveMovement`
    /// is false, as UIKit then installs no gesture.
    public internal(set) var movesItemsOnLongPress = true

    /// A new size lays the items out again.
    public override var bounds: CGRect {
        didSet { frames = nil }
    }

    /// True while items lifted from the view (or added from it) are being dragged: from the
    /// session's `dragSessionWillBegin` to its `dragSessionDidEnd`.
    public var hasActiveDrag: Bool { !activeDragSessions.isEmpty }
    /// True while a drop session is over the view: from `dropSessionDidEnter` to its
    /// `dropSessionDidExit` or `dropSessionDidEnd`.
    public var hasActiveDrop: Bool { !activeDropSessions.isEmpty }

    // The entries, their placeholder counts and token slots are read at every question
    // about an item and changed at every update: not checked for exclusivity in release
    // builds, where the runtime's checks of them were a twentieth of replay. Safe because
    // each is read or changed only in this class's own methods, and none calls a delegate,
    // the data source or a cell while it does: those calls are made between accesses, their
    // answers computed before the change begins (the first load from the data source runs
    // before the entries are yielded). Debug builds, and so the tests, keep the
    // checks; `PlaceholderTests`, `InPlaceBatchTests` and `DropCoordinatorTests` update the
    // view from inside its own callbacks, so a change that broke this would trap there.

    /// The entries of each section in order; changed only through `CollectionView+Entries`
    /// and batch updates, which keep what follows up to date. The first question about them
    /// loads them from the data source (`loadDataIfNeeded`).
    var sections: [[Entry]] {
        _read {
            loadDataIfNeeded()
            yield loadedSections
        }
        _modify {
            loadDataIfNeeded()
            yield &loadedSections
        }
    }

    #if DEBUG
    private var loadedSections: [[Entry]] = []
    #else
    @exclusivity(unchecked) private var loadedSections: [[Entry]] = []
    #endif
    /// True until the entries are first loaded from a data source.
    private var needsInitialLoad = true
    /// Per section, how many of its entries are placeholders.
    #if DEBUG
    var placeholderCounts: [Int] = []
    #else
    @exclusivity(unchecked) var placeholderCounts: [Int] = []
    #endif
    /// Per token, the slot of its item entry (stale for items gone, checked when read).
    #if DEBUG
    var tokenSlots: [Slot?] = []
    #else
    @exclusivity(unchecked) var tokenSlots: [Slot?] = []
    #endif
    /// Per section with placeholders, the positions of its items, built when first needed.
    var itemPositionsCache: [Int: [Int]] = [:]
    /// The flow layout's frames, computed once per change rather than per question.
    var frames: [FlowLayout.Frame]?
    /// Whether `frames` form rows a point is found in by halving (`FlowLayout.formRows`).
    var framesFormRows = false
    /// The sessions this view has begun with and not yet ended, by identifier.
    var activeDragSessions: Set<Int> = []
    /// The sessions over the view now, by identifier.
    var activeDropSessions: Set<Int> = []
    /// The sessions that have entered the view and not yet ended, by identifier: leaving the
    /// view does not end one. While any is, the view begins no drag nor reordering
    /// (`canBeginReordering`).
    var enteredDropSessions: Set<Int> = []
    private(set) var nextToken = 0
    /// The updates collected by an open `performBatchUpdates`.
    var openBatch: BatchUpdate?
    var movement: InteractiveMovement?
    /// See `DelegateQuestions`.
    var answeredByDefault = false
    /// How UIKit's messages name this view's items: rows for the rows of a table view.
    var words: BatchUpdate.Vocabulary = .collectionView

    struct Entry {
        enum Kind {
            case item(token: Int)
            case placeholder(CollectionViewDropPlaceholderContext)
        }

        var kind: Kind
        var cell: CollectionViewCell?

        var isItem: Bool {
            if case .item = kind { return true }
            return false
        }
    }


    /// Cell classes by reuse identifier, for `dequeueReusableCell(withReuseIdentifier:for:)`.
    var registeredCells: [String: CollectionViewCell.Type] = [:]
    /// `allowsSelection`: whether a tap on a cell selects it; true by default, as in UIKit.
    public var allowsSelection = true
    /// `allowsMultipleSelection`: whether a tap adds to the selection; false by default.
    public var allowsMultipleSelection = false
    /// The selected items, by token, in the order selected (`CollectionView+Selection`).
    var selectedItemTokens: [Int] = []
    /// `contentOffset`: the point of the content shown at the view's top left
    /// (`CollectionView+Scrolling`).
    public internal(set) var contentOffset = CGPoint.zero
    /// Cells whose items left the visible bounds, by reuse identifier, oldest first.
    var reuseQueues: [String: [CollectionViewCell]] = [:]
    /// Whether some item has been left without a cell, outside the visible bounds: from then
    /// on the cells are laid out again after every change of the items.
    var hasItemsWithoutCells = false

    public init(name: String = "collection", width: Double = 768, collectionViewLayout: CollectionViewLayout = FlowLayout()) {
        self.collectionViewLayout = collectionViewLayout
        super.init(name: name, size: CGSize(width: width, height: 1024))
        adopt(collectionViewLayout)
    }

    /// A collection view named `name`, `width` points wide, laid out by `layout`.
    public convenience init(name: String = "collection", width: Double = 768, layout: CollectionViewLayout) {
        self.init(name: name, width: width, collectionViewLayout: layout)
    }

    /// `UICollectionView(frame:collectionViewLayout:)`: a collection view named `collection`
    /// until the app gives it an `accessibilityIdentifier`. A frame of no width, as code that
    /// sizes its views with constraints writes, takes the default width.
    public convenience init(frame: CGRect, collectionViewLayout: CollectionViewLayout) {
        self.init(name: "collection", width: frame.width > 0 ? frame.width : 768, collectionViewLayout: collectionViewLayout)
        origin = frame.origin
    }

    /// The flow layout's `itemSize`: the size of a new cell, and of items no delegate sizes.
    var itemSize: CGSize { (collectionViewLayout as? FlowLayout)?.itemSize ?? FlowLayout.standardItemSize }

    /// Makes `layout` this view's: it lays out this view, and is its custom layout unless it
    /// is a flow layout.
    private func adopt(_ layout: CollectionViewLayout) {
        layout.collectionView = self
        customLayout = layout is FlowLayout ? nil : layout
    }

    var role: String { name }

    func traceEvent(_ text: String) {
        system?.trace.record(role, text)
    }

    func makeToken() -> Int {
        nextToken += 1
        return nextToken
    }

    // MARK: - What the view knows

    public var numberOfSections: Int { sections.count }

    /// Items the view knows in `section`, placeholders not counted.
    public func numberOfItems(inSection section: Int) -> Int {
        itemCount(inSection: section)
    }

    /// Drop placeholders still showing, in every section.
    public var numberOfPlaceholders: Int {
        placeholderCounts.reduce(0, +)
    }

    public func cellForItem(at indexPath: IndexPath) -> CollectionViewCell? {
        guard let position = position(ofItem: indexPath) else { return nil }
        return sections[indexPath.section][position].cell
    }

    /// The index path of a cell showing an item; nil for placeholder cells and cells gone.
    /// The cell knows its item's token, the token its slot: no search.
    public func indexPath(for cell: CollectionViewCell) -> IndexPath? {
        guard let token = cell.itemToken, let slot = slot(ofToken: token),
              sections[slot.section][slot.position].cell === cell else { return nil }
        return IndexPath(item: item(atPosition: slot.position, inSection: slot.section), section: slot.section)
    }

    func token(at indexPath: IndexPath) -> Int? {
        guard let position = position(ofItem: indexPath),
              case .item(let token) = sections[indexPath.section][position].kind else { return nil }
        return token
    }

    /// The flow layout's frames, every entry's in order, computed at the first question after
    /// a change (of the entries, the bounds, or anything `invalidateLayout()` is told of).
    /// Public for pictures of the view, which draw every item and placeholder.
    public var layoutFrames: [FlowLayout.Frame] {
        if let frames { return frames }
        guard let flowLayout = collectionViewLayout as? FlowLayout else {
            let computed = customFrames(collectionViewLayout)
            frames = computed
            framesFormRows = false
            return computed
        }
        let computed = flowLayout.frames(of: self)
        frames = computed
        framesFormRows = flowLayout.scrollDirection == .vertical && FlowLayout.formRows(computed)
        return computed
    }

    /// `UICollectionViewLayout.invalidateLayout()`: the items' sizes may have changed (the
    /// app's model did), so the next question lays them out again.
    public func invalidateLayout() {
        frames = nil
        // New sizes may bring items into the visible bounds, or take them out.
        if hasItemsWithoutCells { layoutVisibleCells() }
    }

    /// Where a new entry for item index `item` goes: right after item `item − 1`, so in front
    /// of placeholders already waiting there; first when `item` is 0.
    func insertionPosition(forItem item: Int, inSection section: Int) -> Int {
        guard item > 0, sections.indices.contains(section) else { return 0 }
        guard item <= itemCount(inSection: section), let before = position(ofItem: IndexPath(item: item - 1, section: section)) else {
            return sections[section].count
        }
        return before + 1
    }

    /// Where a new placeholder for item index `item` goes: in front of item `item`, so after
    /// item `item − 1` and after any placeholders already waiting there; last when `item` is
    /// the section's item count.
    func placeholderPosition(forItem item: Int, inSection section: Int) -> Int {
        position(ofItem: IndexPath(item: item, section: section)) ?? sections[section].count
    }

    // MARK: - Reloading

    /// Loads the entries the first time anything needs them — a layout, a hit test, a count,
    /// a cell, an update — as UIKit's collection view asks its data source at its first
    /// layout: an app that sets its data source and never calls `reloadData()` still shows
    /// its items. Without a data source yet there is nothing to load, and the view waits.
    func loadDataIfNeeded() {
        guard needsInitialLoad, dataSource != nil else { return }
        reloadData()
    }

    /// Rebuilds every entry from the data source; pending placeholders are discarded.
    public func reloadData() {
        // Cleared first: the entries read below must not load themselves again.
        needsInitialLoad = false
        for entries in sections {
            for entry in entries {
                if case .placeholder(let context) = entry.kind { context.state = .discarded }
            }
        }
        movement = nil
        // The weak reference loaded once for the reload, not once per section and cell.
        let dataSource = self.dataSource
        let sectionCount = max(0, dataSource?.numberOfSections(in: self) ?? 0)
        replaceAllEntries(with: (0..<sectionCount).map { section in
            let count = max(0, dataSource?.collectionView(self, numberOfItemsInSection: section) ?? 0)
            return (0..<count).map { _ in Entry(kind: .item(token: makeToken()), cell: nil) }
        })
        guard let dataSource else { return }
        // Once scrolled, the view shows cells for the items in its visible bounds only.
        if hasItemsWithoutCells {
            layoutVisibleCells()
            return
        }
        // Every entry is an item now, so an item's index is its position: one pass, not a
        // search per item.
        for (section, count) in sections.map(\.count).enumerated() {
            for item in 0..<count {
                let cell = dataSource.collectionView(self, cellForItemAt: IndexPath(item: item, section: section))
                cell.collectionView = self
                setCell(cell, at: item, inSection: section)
            }
        }
    }

    /// Asks the data source for the cell of an item that just appeared; once items are left
    /// without cells, lays out the visible cells instead.
    func makeCell(at indexPath: IndexPath) {
        if hasItemsWithoutCells {
            layoutVisibleCells()
            return
        }
        guard let dataSource, let position = position(ofItem: indexPath) else { return }
        let cell = dataSource.collectionView(self, cellForItemAt: indexPath)
        cell.collectionView = self
        setCell(cell, at: position, inSection: indexPath.section)
    }

    /// The data source's counts now, to compare with what the view knew.
    func dataSourceCounts() -> [Int] {
        // The weak reference loaded once, not once per section and once more for the count.
        guard let dataSource else { return [] }
        let sectionCount = max(0, dataSource.numberOfSections(in: self))
        return (0..<sectionCount).map { max(0, dataSource.collectionView(self, numberOfItemsInSection: $0)) }
    }

    func knownCounts() -> [Int] {
        sections.indices.map { itemCount(inSection: $0) }
    }

    // MARK: - Hit testing

    /// The item under `point`, by the flow layout, or by a custom layout's
    /// `layoutAttributesForElements(in:)`; nil over no item.
    public func indexPathForItem(at point: CGPoint) -> IndexPath? {
        let frames = layoutFrames
        if let customLayout { return customLayout.hitItem(at: point) }
        let index = framesFormRows ? FlowLayout.firstIndex(of: point, inRows: frames) : frames.firstIndex { $0.rect.contains(point) }
        guard let index else { return nil }
        return frames[index].isItem ? frames[index].indexPath : nil
    }

    /// The centre of the item's frame, or of where an item after the last would go.
    public func center(ofItem indexPath: IndexPath) -> CGPoint {
        let frames = layoutFrames
        guard sections.indices.contains(indexPath.section) else { return CGPoint(x: 1, y: 1) }
        // The section's first entry in the flat list of every entry's frame.
        let start = sections[..<indexPath.section].reduce(0) { $0 + $1.count }
        if let position = position(ofItem: indexPath), frames.indices.contains(start + position) {
            let frame = frames[start + position]
            return CGPoint(x: frame.rect.midX, y: frame.rect.midY)
        }
        // Past the last item: beside the section's last entry, placeholders included.
        let index = start + sections[indexPath.section].count - 1
        guard !sections[indexPath.section].isEmpty, frames.indices.contains(index) else { return CGPoint(x: 1, y: 1) }
        return CGPoint(x: frames[index].rect.maxX + 1, y: frames[index].rect.midY)
    }

    /// A point over the view where no cell is.
    public var emptyPoint: CGPoint {
        let bottom = layoutFrames.map(\.rect.maxY).max() ?? 0
        return CGPoint(x: 1, y: bottom + 1)
    }
}

extension CollectionView {
    /// `UICollectionView.ScrollDirection`: which way a flow layout lays out and scrolls.
    public enum ScrollDirection: Sendable, Equatable {
        case vertical, horizontal
    }
}

extension CollectionView {
    /// For each entry of `section`, in order: true for an item, false for a placeholder.
    public func entryKinds(inSection section: Int) -> [Bool] {
        guard sections.indices.contains(section) else { return [] }
        return sections[section].map(\.isItem)
    }
}

extension CollectionView: DelegateQuestions {}
