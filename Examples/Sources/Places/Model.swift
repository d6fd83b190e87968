import Foundation

/// The places the table lists, in order: the sample's national parks unless a scenario's
/// `given` names others.
struct Model {
    private(set) var placeNames: [String]

    static let nationalParks = [
        "Yosemite", "Yellowstone", "Theodore Roosevelt", "Sequoia", "Pinnacles",
        "Mount Rainier", "Mammoth Cave", "Great Basin", "Grand Canyon",
    ]

    init(placeNames: [String] = Model.nationalParks) {
        self.placeNames = placeNames
    }

    /// Rearranging rows the traditional way, the data source's `moveRowAt`.
    mutating func moveItem(at sourceIndex: Int, to destinationIndex: Int) {
        guard sourceIndex != destinationIndex else { return }
        let place = placeNames.remove(at: sourceIndex)
        placeNames.insert(place, at: destinationIndex)
    }

    /// A place dropped from elsewhere, at `index`.
    mutating func addItem(_ place: String, at index: Int) {
        placeNames.insert(place, at: index)
    }
}
