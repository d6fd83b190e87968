import ScenarioAppKit
import YAMLReader

/// What the rest of a scenario may refer to, once `app`, `given`, `sources` and `targets`
/// are read: steps and expectations are checked against it.
///
/// A part that failed to decode is nil, so its mistakes are reported once, where they are,
/// and not again at every reference to it.
struct DecodingScope {
    /// Every registered app, for messages that name the app a key belongs to.
    var apps: AppRegistry
    var app: (any AppUnderTest.Type)?
    /// Every name `{view: NAME}` may use, the lists' included.
    var viewNames: [String]?
    var sources: [OtherAppSource]?
    var targets: [OtherAppTarget]?
    /// The collection and table views a scenario may name as lists (`AppUnderTest.listNames(of:)`).
    var listNames: [String]? = nil
    /// The app's table views, lists or not (`AppUnderTest.tableNames(of:)`): only they have
    /// rows, and neither cells nor interactive movement.
    var tableNames: [String]? = nil
}

extension DecodingScope {
    /// The lists that are collection views: the ones an unnamed `{cell: N}`, `reorder` or
    /// `placeholders` could mean, so an app with one of them beside tables keeps `{cell: N}`.
    var collectionListNames: [String]? {
        listNames.map { lists in lists.filter { tableNames?.contains($0) != true } }
    }
}
