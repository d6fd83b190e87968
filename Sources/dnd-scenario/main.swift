import GalleryCore
import ScenarioCommands
import ScenarioStudio

// The shipped command line: the command set lives in ScenarioCommands, the shipped apps in
// GalleryCore and the studio's server in ScenarioStudio, so a package that registers its own
// app builds the same executable in these lines, with its own registry, and links the studio
// only if it names it.
DndScenario.main(apps: .shipped, studio: Studio.self)
