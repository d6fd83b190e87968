import Places
import ScenarioCommands
import ScenarioStudio

// dnd-scenario's commands — run, check, trace, explore, the reports and the studio — for the
// table of places, which draws itself (`TablePicturing`), so `places-scenario studio` records
// drags over its rows.
DndScenario.main(apps: .places, studio: Studio.self)
