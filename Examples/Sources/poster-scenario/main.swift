import Poster
import ScenarioCommands

// dnd-scenario's commands — run, check, trace, explore and the reports — for the poster.
DndScenario.main(apps: .poster)
