import Foundation
import Testing
import UIKitNames

/// A settings screen as a `UITableViewController` subclass writes one: sections with titled
/// headers and footers, a tall first row, a header view for the last section, all as
/// `override`s with UIKit's types (`CGFloat` heights).
private final class SettingsTableViewController: UITableViewController {
    let sections = [["Wi-Fi", "Bluetooth"], ["Wallpaper"]]

    override func numberOfSections(in tableView: UITableView) -> Int {
        sections.count
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        sections[section].count
    }

    override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        section == 0 ? "Connections" : nil
    }

    override func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
        section == 0 ? "Turn off to save power." : nil
    }

    override func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        indexPath == IndexPath(row: 0, section: 0) ? 100 : UITableView.automaticDimension
    }

    override func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
        section == 0 ? 40 : UITableView.automaticDimension
    }

    override func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat {
        section == 0 ? 30 : UITableView.automaticDimension
    }

    override func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
        section == 1 ? UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 20)) : nil
    }

    override func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? {
        nil
    }
}

@Suite("A table view controller's overrides")
struct TableViewControllerOverrideTests {
    private func loaded() -> SettingsTableViewController {
        let controller = SettingsTableViewController(style: .plain)
        controller.loadViewIfNeeded()
        controller.tableView.reloadData()
        return controller
    }

    @Test("a subclass's header and footer titles, views and heights lay out its sections")
    func sectionsFromOverrides() {
        let controller = loaded()
        let table = controller.tableView!
        #expect(table.rectForHeader(inSection: 0) == CGRect(x: 0, y: 0, width: 375, height: 40))
        #expect(table.rectForFooter(inSection: 0) == CGRect(x: 0, y: 184, width: 375, height: 30))
        // Section 1's header is the subclass's view, in the table's `sectionHeaderHeight`.
        #expect(table.rectForHeader(inSection: 1) == CGRect(x: 0, y: 214, width: 375, height: 28))
        #expect(table.heightForFooter(inSection: 1) == 0)
        withExtendedLifetime(controller) {}
    }

    @Test("a subclass's CGFloat row height decides which row is under a point")
    func rowHeightFromOverride() {
        let controller = loaded()
        let table = controller.tableView!
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).height == 100)
        #expect(table.indexPathForRow(at: CGPoint(x: 5, y: 130)) == IndexPath(row: 0, section: 0))
        #expect(table.indexPathForRow(at: CGPoint(x: 5, y: 150)) == IndexPath(row: 1, section: 0))
        withExtendedLifetime(controller) {}
    }

    @Test("a subclass that overrides none of them has no headers and rows of rowHeight")
    func baseAnswers() {
        let controller = UITableViewController(style: .plain)
        controller.loadViewIfNeeded()
        #expect(controller.tableView.rowHeight == 44)
        #expect(controller.tableView.heightForHeader(inSection: 0) == 0)
        #expect(controller.tableView(controller.tableView, heightForRowAt: IndexPath(row: 0, section: 0)) == UITableView.automaticDimension)
    }
}
