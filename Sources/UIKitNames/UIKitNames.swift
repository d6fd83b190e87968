@_exported import DragDropCore
// UIKit brings Foundation with it (`URL`, `IndexPath`, `CGSize`, `JSONEncoder`), and UTType;
// `kUTTypeImage` and the others came with it before UTType, from MobileCoreServices.
@_exported import Foundation
@_exported import MobileCoreServices
@_exported import UniformTypeIdentifiers

// UIKit's and Foundation's names for the engine's types, so that drag and drop code written
// for UIKit compiles against the engine with `import UIKit` replaced by `import UIKitNames`.
// Each alias names the same type: what the engine's type does is what UIKit's does
// (docs/LIFECYCLE.md), and the trace shows it.

public typealias UIView = View
public typealias UIImageView = ImageView
public typealias UIActivityIndicatorView = ActivityIndicatorView
public typealias UIColor = Color
public typealias UIViewController = ViewController
public typealias UITableViewController = TableViewController
public typealias UICollectionViewController = CollectionViewController
public typealias UINavigationItem = NavigationItem
public typealias UIBarButtonItem = BarButtonItem
public typealias UICollectionView = CollectionView
public typealias UICollectionViewCell = CollectionViewCell
public typealias UICollectionViewFlowLayout = FlowLayout
/// The class every layout is: a custom one subclasses it, the flow layout is one.
public typealias UICollectionViewLayout = CollectionViewLayout
public typealias UIEdgeInsets = EdgeInsets
public typealias UICollectionViewLayoutAttributes = CollectionViewLayoutAttributes
public typealias UICollectionViewLayoutInvalidationContext = CollectionViewLayoutInvalidationContext
public typealias UICollectionViewDataSource = CollectionViewDataSource
public typealias UICollectionViewDelegate = CollectionViewDelegate
public typealias UICollectionViewDelegateFlowLayout = CollectionViewDelegateFlowLayout
public typealias UICollectionViewDragDelegate = CollectionViewDragDelegate
public typealias UICollectionViewDropDelegate = CollectionViewDropDelegate
public typealias UICollectionViewDropCoordinator = CollectionViewDropCoordinator
public typealias UICollectionViewDropItem = CollectionViewDropItem
public typealias UICollectionViewDropPlaceholder = CollectionViewDropPlaceholder
public typealias UICollectionViewDropPlaceholderContext = CollectionViewDropPlaceholderContext
public typealias UICollectionViewDropProposal = CollectionViewDropProposal

public typealias UITableView = TableView
public typealias UITableViewCell = TableViewCell
public typealias UITableViewDataSource = TableViewDataSource
public typealias UITableViewDelegate = TableViewDelegate
public typealias UITableViewDragDelegate = TableViewDragDelegate
public typealias UITableViewDropDelegate = TableViewDropDelegate
public typealias UITableViewDropCoordinator = TableViewDropCoordinator
public typealias UITableViewDropItem = TableViewDropItem
public typealias UITableViewDropPlaceholder = TableViewDropPlaceholder
public typealias UITableViewDropPlaceholderContext = TableViewDropPlaceholderContext
public typealias UITableViewDropProposal = TableViewDropProposal
public typealias UILabel = Label
public typealias UIButton = Button
public typealias UIAction = Action
public typealias UIGestureRecognizer = GestureRecognizer
public typealias UIPinchGestureRecognizer = PinchGestureRecognizer
public typealias UILongPressGestureRecognizer = LongPressGestureRecognizer

public typealias UIDragInteraction = DragInteraction
public typealias UIDragInteractionDelegate = DragInteractionDelegate
public typealias UIDropInteraction = DropInteraction
public typealias UIDropInteractionDelegate = DropInteractionDelegate
public typealias UIDragItem = DragItem
public typealias UIDragSession = DragSession
public typealias UIDropSession = DropSession
public typealias UIDropSessionProgressIndicatorStyle = DropSessionProgressIndicatorStyle
public typealias UIDropOperation = DropOperation
public typealias UIDropProposal = DropProposal
public typealias UIDragPreview = DragPreview
public typealias UITargetedDragPreview = DragPreview
public typealias UIDragPreviewParameters = DragPreviewParameters
public typealias UIBezierPath = BezierPath
public typealias UIDragPreviewTarget = DragPreviewTarget

public typealias UIImage = Image
public typealias NSItemProvider = ItemProvider
public typealias NSItemProviderReading = ItemProviderReading
public typealias NSItemProviderWriting = ItemProviderWriting
public typealias NSItemProviderRepresentationVisibility = ItemProvider.RepresentationVisibility
