import Foundation

/// `UIViewController`: owns a view it makes when first asked (`loadView`, then
/// `viewDidLoad`), a navigation item, and an editing mode its Edit button switches.
///
/// A controller goes on screen with `DragDropSystem.install(_:)`, which loads its view and
/// puts that view, the views inside it and the navigation item's buttons on screen.
open class ViewController {
    private var loadedView: View?
    /// `title`: also the navigation item's, as UIKit's.
    open var title: String? {
        didSet { navigationItem.title = title }
    }
    public let navigationItem = NavigationItem()
    /// `children`, by `addChild(_:)`.
    public private(set) var children: [ViewController] = []
    public private(set) weak var parent: ViewController?
    private var editing = false

    public init() {}

    /// `init(nibName:bundle:)`: there are no nibs; both are ignored, as nil is in UIKit.
    public convenience init(nibName: String?, bundle: Bundle?) {
        self.init()
    }

    /// `view`: made by `loadView()` at first use, after which `viewDidLoad()` runs.
    public var view: View! {
        get {
            loadViewIfNeeded()
            return loadedView
        }
        set { loadedView = newValue }
    }

    public var isViewLoaded: Bool { loadedView != nil }

    /// Makes the view: a plain view the size of a phone's screen, as UIKit's default.
    open func loadView() {
        view = View(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    }

    open func viewDidLoad() {}
    open func viewWillAppear(_ animated: Bool) {}
    open func viewDidAppear(_ animated: Bool) {}

    public func loadViewIfNeeded() {
        guard loadedView == nil else { return }
        loadView()
        if loadedView == nil { loadedView = View(frame: .zero) }
        viewDidLoad()
    }

    // MARK: - Editing

    /// `isEditing`: setting it calls `setEditing(_:animated:)` without animation.
    open var isEditing: Bool {
        get { editing }
        set { setEditing(newValue, animated: false) }
    }

    /// Switches editing and the Edit button's title (Edit, Done); subclasses override it
    /// and call `super`.
    open func setEditing(_ editing: Bool, animated: Bool) {
        self.editing = editing
        editButtonItemIfMade?.title = editing ? "Done" : "Edit"
    }

    private var editButtonItemIfMade: BarButtonItem?

    /// `editButtonItem`: a button titled Edit or Done that switches editing; named `edit` in
    /// scenarios (`tap: {view: edit}`) once the app shows it in its navigation item.
    public var editButtonItem: BarButtonItem {
        if let item = editButtonItemIfMade { return item }
        let item = BarButtonItem(title: isEditing ? "Done" : "Edit", style: .plain)
        item.button.name = "edit"
        item.button.addAction(Action { [weak self] _ in
            guard let self else { return }
            self.setEditing(!self.isEditing, animated: true)
        })
        editButtonItemIfMade = item
        return item
    }

    // MARK: - Children

    /// `addChild(_:)`: the app adds the child's view to its own, as in UIKit.
    public func addChild(_ child: ViewController) {
        child.removeFromParent()
        children.append(child)
        child.parent = self
    }

    public func removeFromParent() {
        parent?.children.removeAll { $0 === self }
        parent = nil
    }

    open func didMove(toParent parent: ViewController?) {}
    open func willMove(toParent parent: ViewController?) {}
}

extension DragDropSystem {
    /// Shows `viewController` as the app's root: loads its view and puts it, the views inside
    /// it and its navigation item's buttons on screen.
    public func install(_ viewController: ViewController) {
        installTree(viewController.view)
        viewController.navigationItem.system = self
        for item in viewController.navigationItem.barButtonItems { install(item.button) }
        viewController.viewWillAppear(false)
        viewController.viewDidAppear(false)
    }
}
