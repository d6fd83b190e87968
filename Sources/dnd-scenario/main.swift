import GalleryCore
import ScenarioCommands

// The shipped command line: the command set lives in ScenarioCommands and the shipped apps in
// GalleryCore, so a package that registers its own app builds the same executable in these
// lines, with its own registry.
DndScenario.main(apps: .shipped)
