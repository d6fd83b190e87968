import UIKitNames

// Contacts as a settings-style table: each row's cell made in the style its content needs,
// the pre-iOS 14 way (`dequeueReusableCell(withIdentifier:)`, else a new cell of that style),
// with a detail label, an accessory, and a row that is not shaded when selected.

class ContactsTableViewController: UITableViewController {
    let rows: [(name: String, detail: String, style: UITableViewCell.CellStyle, accessory: UITableViewCell.AccessoryType)] = [
        ("Ada", "mobile", .value1, .disclosureIndicator),
        ("Grace", "grace@navy.mil", .subtitle, .checkmark),
        ("phone", "555-0100", .value2, .detailButton),
        ("Alan", "", .default, .none),
    ]

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        rows.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let row = rows[indexPath.row]
        let identifier = "Contact \(row.style.rawValue)"
        let cell = tableView.dequeueReusableCell(withIdentifier: identifier) ?? UITableViewCell(style: row.style, reuseIdentifier: identifier)
        cell.textLabel?.text = row.name
        cell.detailTextLabel?.text = row.detail
        cell.accessoryType = row.accessory
        cell.selectionStyle = indexPath.row == 3 ? .none : .default
        return cell
    }
}
