import Foundation
import Testing
import UIKitNames
import UniformTypeIdentifiers

/// A drop target that records what it was handed.
private final class Dropping: UIDropInteractionDelegate {
    var drops = 0
    func dropInteraction(_ interaction: UIDropInteraction, sessionDidUpdate session: UIDropSession) -> UIDropProposal {
        UIDropProposal(operation: .copy)
    }
    func dropInteraction(_ interaction: UIDropInteraction, performDrop session: UIDropSession) {
        drops += 1
    }
}

/// A source of one text item, which shows `badge`, cut to its top half, once dragged.
private final class Lifting: UIDragInteractionDelegate {
    var badge: UIView?
    func dragInteraction(_ interaction: UIDragInteraction, itemsForBeginning session: UIDragSession) -> [UIDragItem] {
        let item = UIDragItem(itemProvider: NSItemProvider(object: "a" as NSString))
        if let badge {
            item.previewProvider = {
                let parameters = UIDragPreviewParameters()
                parameters.visiblePath = UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 40, height: 20), cornerRadius: 4)
                parameters.backgroundColor = .clear
                return UIDragPreview(view: badge, parameters: parameters)
            }
        }
        return [item]
    }
}

/// A drop target that loads what it is handed as UIKit code does, casting the
/// `[NSItemProviderReading]` and `NSItemProviderReading?` it gets: `items as! [String]`,
/// `items as! [UIImage]`, `object as? UIImage`.
private final class Casting: UIDropInteractionDelegate {
    var strings: [String] = []
    var images: [UIImage] = []
    var loadedImage: UIImage?
    func dropInteraction(_ interaction: UIDropInteraction, sessionDidUpdate session: UIDropSession) -> UIDropProposal {
        UIDropProposal(operation: .copy)
    }
    func dropInteraction(_ interaction: UIDropInteraction, performDrop session: UIDropSession) {
        session.loadObjects(ofClass: NSString.self) { (items: [NSItemProviderReading]) in
            let strings = items as! [String]
            self.strings = strings
        }
        session.loadObjects(ofClass: UIImage.self) { items in
            self.images = items as! [UIImage]
        }
        for item in session.items where item.itemProvider.canLoadObject(ofClass: UIImage.self) {
            item.itemProvider.loadObject(ofClass: UIImage.self) { (object: NSItemProviderReading?, _) in
                if let image = object as? UIImage {
                    self.loadedImage = image
                }
            }
        }
    }
}

/// A cell holding a view of its own, as a kanban column holds its table.
private final class Holding: UICollectionViewCell {
    let badge = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.addSubview(badge)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

private final class HoldingSource: UICollectionViewDataSource {
    var count = 2
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { count }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "Holding", for: indexPath)
    }
}

private final class Counting: UIViewController {
    var loads = 0
    var editingChanges: [Bool] = []
    override func viewDidLoad() {
        super.viewDidLoad()
        loads += 1
    }
    override func setEditing(_ editing: Bool, animated: Bool) {
        super.setEditing(editing, animated: animated)
        editingChanges.append(editing)
    }
}

private final class Cell: UICollectionViewCell {}

/// A cell written as programmatic UIKit code writes one.
private final class BadgeCell: UICollectionViewCell {
    private(set) var builtFrame: CGRect?

    override init(frame: CGRect) {
        super.init(frame: frame)
        builtFrame = frame
        contentView.backgroundColor = .red
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

/// A table cell written as programmatic UIKit code writes one.
private final class SubtitleCell: UITableViewCell {
    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: .subtitle, reuseIdentifier: reuseIdentifier)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

@Suite("UIKit's views, controllers and values")
struct UIKitSurfaceTests {
    private let system = DragDropSystem()

    /// A source view and an image view taking drops, side by side in a controller's view.
    private func dropOnImageView(enabled: Bool) throws -> Int {
        let target = Dropping()
        let lifting = Lifting()
        let controller = UIViewController()
        let source = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        source.accessibilityIdentifier = "source"
        source.addInteraction(UIDragInteraction(delegate: lifting))
        let imageView = UIImageView(image: UIImage(width: 10, height: 10))
        imageView.accessibilityIdentifier = "poster"
        // UIKit's image views start without touches: only the enabled case says so.
        if enabled { imageView.isUserInteractionEnabled = true }
        imageView.addInteraction(UIDropInteraction(delegate: target))
        controller.view.addSubview(source)
        controller.view.addSubview(imageView)
        system.install(controller)
        try system.touch(finger: 1, at: .view(source))
        try system.lift(finger: 1)
        try system.move(finger: 1, to: .view(imageView))
        try system.drop(finger: 1)
        return target.drops
    }

    @Test("loading a class hands NSItemProviderReading objects that cast to String and UIImage")
    func loadObjectsCasts() throws {
        let target = Casting()
        let targetView = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        targetView.addInteraction(UIDropInteraction(delegate: target))
        system.install(targetView)
        let photos = OtherApp(name: "photos")
        photos.offer(id: "note", representations: [ItemRepresentation(typeIdentifier: "public.plain-text", value: .text("hello"))])
        photos.offer(id: "photo", representations: [ItemRepresentation(typeIdentifier: "public.png", value: .image(UIImage(width: 3, height: 2, name: "p")))])
        system.addOtherApp(photos)
        try system.touch(finger: 1, at: .sourceItem(photos, id: "note"))
        try system.lift(finger: 1)
        try system.add(finger: 1, at: .sourceItem(photos, id: "photo"))
        try system.move(finger: 1, to: .view(targetView))
        try system.drop(finger: 1)
        try system.settle()
        #expect(target.strings == ["hello"])
        #expect(target.images == [UIImage(width: 3, height: 2, name: "p")])
        #expect(target.loadedImage == UIImage(width: 3, height: 2, name: "p"))
    }

    @Test("a view in a cell's content view is on screen while the cell shows an item of a collection view on screen")
    func cellContentOnScreen() throws {
        let collectionView = UICollectionView(name: "grid", width: 300, layout: UICollectionViewFlowLayout())
        collectionView.register(Holding.self, forCellWithReuseIdentifier: "Holding")
        let source = HoldingSource()
        collectionView.dataSource = source
        system.install(collectionView)
        let cell = try #require(collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) as? Holding)
        cell.badge.accessibilityIdentifier = "badge"
        #expect(system.view(named: "badge") === cell.badge)
        source.count = 1
        collectionView.deleteItems(at: [IndexPath(item: 0, section: 0)])
        #expect(system.view(named: "badge") == nil)
    }

    @Test("an image view takes drops only once user interaction is enabled, as UIKit's")
    func imageViewInteraction() throws {
        #expect(try dropOnImageView(enabled: false) == 0)
        #expect(try dropOnImageView(enabled: true) == 1)
    }

    @Test("a controller loads its view once, on first use, and its Edit button switches editing")
    func controllerLifecycle() throws {
        let controller = Counting()
        #expect(!controller.isViewLoaded)
        _ = controller.view
        _ = controller.view
        #expect(controller.loads == 1)
        controller.navigationItem.rightBarButtonItem = controller.editButtonItem
        system.install(controller)
        try system.tap(try #require(system.view(named: "edit")))
        #expect(controller.isEditing)
        #expect(controller.editButtonItem.title == "Done")
        #expect(controller.editingChanges == [true])
    }

    @Test("a table view controller's editing is its table's")
    func tableEditingForwarded() {
        let controller = UITableViewController(style: .plain)
        controller.setEditing(true, animated: false)
        #expect(controller.tableView.isEditing)
        #expect(controller.tableView.dataSource === controller)
    }

    @Test("a registered cell class is dequeued as that class, with its reuse identifier")
    func registeredCells() {
        let collectionView = UICollectionView(name: "c")
        collectionView.register(Cell.self, forCellWithReuseIdentifier: "Cell")
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Cell", for: IndexPath(item: 0, section: 0))
        #expect(cell is Cell)
        #expect(cell.reuseIdentifier == "Cell")
    }

    @Test("a registered cell's own override init(frame:) builds it, with the layout's size")
    func cellsOverridingInitFrame() throws {
        let collectionView = UICollectionView(name: "c", layout: UICollectionViewFlowLayout(itemSize: CGSize(width: 60, height: 40)))
        collectionView.register(BadgeCell.self, forCellWithReuseIdentifier: "Badge")
        let cell = try #require(collectionView.dequeueReusableCell(withReuseIdentifier: "Badge", for: IndexPath(item: 0, section: 0)) as? BadgeCell)
        #expect(cell.builtFrame == CGRect(x: 0, y: 0, width: 60, height: 40))
        #expect(cell.contentView.backgroundColor == .red)
        #expect(cell.reuseIdentifier == "Badge")
    }

    @Test("UICollectionView(frame:collectionViewLayout:) is named collection, as wide as its frame or, given none, the default")
    func collectionViewFromFrame() {
        let framed = UICollectionView(frame: CGRect(x: 10, y: 20, width: 300, height: 600), collectionViewLayout: UICollectionViewFlowLayout())
        #expect(framed.name == "collection")
        #expect(framed.bounds.width == 300)
        #expect(framed.origin == CGPoint(x: 10, y: 20))
        let constrained = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
        #expect(constrained.bounds.width == 768)
        let custom = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: CollectionViewLayout())
        #expect(custom.collectionViewLayout != nil)
        #expect(custom.bounds.width == 320)
    }

    @Test("a registered table cell's own override init(style:reuseIdentifier:) builds it")
    func tableCellsOverridingInit() throws {
        let tableView = UITableView(name: "t")
        tableView.register(SubtitleCell.self, forCellReuseIdentifier: "Subtitle")
        let cell = tableView.dequeueReusableCell(withIdentifier: "Subtitle", for: IndexPath(row: 0, section: 0))
        #expect(cell is SubtitleCell)
        #expect(cell.style == .subtitle)
        #expect(cell.reuseIdentifier == "Subtitle")
    }

    @Test("dequeueReusableCell(withIdentifier:) gives a registered class's cell, else nil, so the app makes the cell in its own style")
    func tableCellsWithoutIndexPath() throws {
        let tableView = UITableView(name: "t")
        #expect(tableView.dequeueReusableCell(withIdentifier: "Plain") == nil)
        tableView.register(SubtitleCell.self, forCellReuseIdentifier: "Subtitle")
        let registered = try #require(tableView.dequeueReusableCell(withIdentifier: "Subtitle"))
        #expect(registered is SubtitleCell && registered.detailTextLabel != nil)
        let made = tableView.dequeueReusableCell(withIdentifier: "Plain") ?? UITableViewCell(style: .value1, reuseIdentifier: "Plain")
        #expect(made.style == .value1 && made.detailTextLabel != nil)
        #expect(UITableViewCell(style: .default, reuseIdentifier: nil).detailTextLabel == nil)
        #expect(made.accessoryType == .none && made.selectionStyle == .default && made.isUserInteractionEnabled)
    }

    @Test("a view added to a view on screen is on screen; removed, it is not")
    func hierarchyInstalls() {
        let controller = UIViewController()
        system.install(controller)
        let label = UIView(frame: .zero)
        label.accessibilityIdentifier = "late"
        controller.view.addSubview(label)
        #expect(system.view(named: "late") === label)
        label.removeFromSuperview()
        #expect(system.view(named: "late") == nil)
        #expect(controller.view.subviews.isEmpty)
    }

    @Test("a colour goes through an item provider under UIKit's type and comes back equal")
    func colourProvider() throws {
        let provider = NSItemProvider(object: UIColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 1))
        #expect(provider.registeredTypeIdentifiers == ["com.apple.uikit.color"])
        let value = try #require(provider.representations.first?.value)
        let color = try UIColor.object(withItemProviderData: value, typeIdentifier: "com.apple.uikit.color")
        #expect(color == UIColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 1))
        #expect(UIColor.clear.hex == "clear")
        #expect(UIColor.red.withAlphaComponent(0.5).hex == "#FF000080")
    }

    @Test("an attributed string goes through an item provider under UIKit's type, flat RTFD and UTF-8 text, and reads back its characters")
    func attributedStringProvider() throws {
        let provider = NSItemProvider(object: NSAttributedString(string: "Drag and Drop"))
        #expect(provider.registeredTypeIdentifiers == ["com.apple.uikit.attributedstring", "com.apple.flat-rtfd", "public.utf8-plain-text"])
        #expect(provider.canLoadObject(ofClass: NSAttributedString.self))
        #expect(!NSItemProvider(object: UIColor.red).canLoadObject(ofClass: NSAttributedString.self))
        let value = try #require(provider.representations.first?.value)
        let text = try NSAttributedString.object(withItemProviderData: value, typeIdentifier: "com.apple.uikit.attributedstring")
        #expect(text.string == "Drag and Drop")
        #expect(throws: ItemProviderError.self) { try NSAttributedString.object(withItemProviderData: .image(UIImage(width: 1, height: 1, name: "a.png")), typeIdentifier: "public.png") }
    }

    @Test("an image's PNG data in an item provider loads as the image; other data as text")
    func dataItems() {
        let image = UIImage(width: 30, height: 20, name: "a.png")
        let png = NSItemProvider(item: image.pngData() as NSData?, typeIdentifier: "public.png")
        #expect(png.representations.map(\.value) == [.image(image)])
        let text = NSItemProvider(item: Data("hi".utf8), typeIdentifier: "public.plain-text")
        #expect(text.representations.map(\.value) == [.text("hi")])
    }

    @Test("index paths' row, item and section are settable")
    func settableIndexPath() {
        var indexPath = IndexPath(row: 1, section: 2)
        indexPath.row += 1
        indexPath.section = 0
        #expect(indexPath == IndexPath(item: 2, section: 0))
    }

    @Test("a drag item's preview provider is asked once, at the drag's first move")
    func previewProvider() throws {
        let lifting = Lifting()
        let badge = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        badge.accessibilityIdentifier = "badge"
        lifting.badge = badge
        let source = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        source.accessibilityIdentifier = "source"
        source.addInteraction(UIDragInteraction(delegate: lifting))
        system.install(source)
        try system.touch(finger: 1, at: .view(source))
        try system.lift(finger: 1)
        try system.move(finger: 1, to: .nowhere)
        try system.move(finger: 1, to: .view(source))
        let lines = system.trace.events.map(\.untimedLine).filter { $0.contains("previewProvider") }
        #expect(lines == ["source.drag previewProvider item 0 -> view badge path=(0,0,40,20) background=clear"])
    }

    @Test("UTType's identifiers conform as iOS's do")
    func utType() {
        #expect(UTType.png.conforms(to: .image))
        #expect(UTType.png.isSubtype(of: .data))
        #expect(!UTType.plainText.conforms(to: .image))
        #expect(UTType.url.identifier == "public.url")
        #expect(UTType("com.example.thing")?.conforms(to: .data) == false)
    }
}
