import PhotoAlbum
import ScenarioCommands

// dnd-scenario's commands — run, check, trace, explore and the reports — for the photo album.
DndScenario.main(apps: .photoAlbum)
