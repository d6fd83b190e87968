import UIKitNames

/// A table of places that reorders by drag and drop while editing and takes text dropped from
/// other apps, written as UIKit's "Adopting Drag and Drop in a Table View" sample is. Its bug
/// is kept: a drop's destination is read before its text loads, so a drop that lands first
/// moves the later one's place.
class TableViewController: UITableViewController {
    // MARK: - Properties

    var model = Model()

    // MARK: - View Life Cycle

    override func viewDidLoad() {
        super.viewDidLoad()

        // Specify the table as its own drag source and drop delegate.
        tableView.dragInteractionEnabled = true
        tableView.dragDelegate = self
        tableView.dropDelegate = self

        navigationItem.rightBarButtonItem = editButtonItem
    }

    // EDIT: the data source overrides are in the class, not in an extension
    // (TableViewController+Data.swift): Swift overrides from an extension only @objc methods.
    // MARK: - UITableViewDataSource

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        model.placeNames.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
        cell.textLabel?.text = model.placeNames[indexPath.row]
        return cell
    }

    override func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool {
        true
    }

    override func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        model.moveItem(at: sourceIndexPath.row, to: destinationIndexPath.row)
    }
}
