import Bookmarks
import ScenarioCommands

// dnd-scenario's commands — run, check, trace, explore and the reports — for the bookmarks bar.
DndScenario.main(apps: .bookmarks)
