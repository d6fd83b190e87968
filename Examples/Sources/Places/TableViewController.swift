import UIKitNames

/// A table of places that reorders by drag and drop while editing and takes text dropped from
/// other apps, written as UIKit's "Adopting Drag and Drop in a Table View" sample is. Its bug
/// is kept: a drop's destination is read before its text loads, so a drop that lands first
/// moves the later one's place.
final class TableViewController: NSObject {
    var model: Model
    let tableView = UITableView(name: "places", width: 375, rowHeight: 44)
    /// The navigation bar's Edit button, which turns reordering on and off.
    let editButton = UIButton(name: "edit", title: "Edit")

    init(model: Model) {
        self.model = model
        super.init()
        tableView.dataSource = self
        tableView.delegate = self
        tableView.dragInteractionEnabled = true
        tableView.dragDelegate = self
        tableView.dropDelegate = self
        editButton.addAction(UIAction { [weak self] _ in self?.toggleEditing() }, for: .touchUpInside)
    }

    private func toggleEditing() {
        tableView.setEditing(!tableView.isEditing, animated: true)
        editButton.setTitle(tableView.isEditing ? "Done" : "Edit", for: .normal)
    }
}
