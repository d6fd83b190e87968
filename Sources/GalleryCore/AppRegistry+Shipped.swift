import ScenarioAppKit

extension AppRegistry {
    /// The apps that ship with dnd-scenario — gallery (the default), board and canvas —
    /// registered exactly as an app of your own is.
    public static let shipped = AppRegistry(GalleryApp.self, BoardApp.self, CanvasApp.self, defaultApp: GalleryApp.name)
}
