import Places
import ScenarioCommands

// dnd-scenario's commands — run, check, trace, explore and the reports — for the table of places.
DndScenario.main(apps: .places)
